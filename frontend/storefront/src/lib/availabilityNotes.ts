/**
 * Why a product cannot be ordered for now and when it can (spec §5 Lead time, category schedules):
 * the item dialog and the checkout say it before the order is sent. The rules are
 * @bestellwerk/common's productWindows, leadTime and slots, the server's twins.
 */
import { type LeadTimeProduct, leadTimeMinutes } from '@bestellwerk/common/rules/leadTime';
import { hasWindow, isInWindow, nextWindow, windowRanges } from '@bestellwerk/common/rules/productWindows';
import { availability, type SlotBranch, type SlotProduct, wallToInstant } from '@bestellwerk/common/rules/slots';
import { wallTimeString } from '@bestellwerk/common/time';

import { availabilityMessages } from './availabilityMessages';
import { appointmentLabel } from './appointmentLabel';
import { availableAgain } from './availableAgain';

const text = availabilityMessages;

export type NamedProduct = SlotProduct & { name: string };

/** 'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen.'; null without a lead time. */
export function leadTimeText(product: LeadTimeProduct & { name: string }): string | null {
  if (leadTimeMinutes([product]) === 0) return null;
  const value = Number(product.leadTimeValue);
  const [singular, plural] = text.leadTimeUnits[product.leadTimeType ?? ''] ?? ['Minute', 'Minuten'];
  return text.leadTime(product.name, `${value} ${value === 1 ? singular : plural}`);
}

/** The first slot for `products` as an ISO instant, or null (none within the slot search's 90 days). */
export function firstSlot(
  branch: SlotBranch,
  now: Date,
  products: readonly SlotProduct[],
  isDelivery = false,
): string | null {
  const days = availability(branch, now, { products, isDelivery });
  const [date] = Object.keys(days);
  const time = date ? days[date]?.[0]?.[0] : undefined;
  return date && time ? (wallToInstant(date, time)?.toISOString() ?? null) : null;
}

/** 'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: 27.11.2026, 12:35 Uhr.' */
export function leadTimeNote(product: NamedProduct, first: string | null, now: Date): string | null {
  const lead = leadTimeText(product);
  if (!lead) return null;
  return `${lead} ${first ? text.firstSlot(appointmentLabel(first, now, true)) : text.noSlot}`;
}

/**
 * Outside its window at `appointment` (or now without one): 'Kleines Frühstück ist derzeit nicht
 * verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.' / 'Kleines Frühstück ist zum gewählten Termin nicht
 * verfügbar. Am gewählten Tag erhältlich von 06:00 bis 11:00 Uhr.'; else null.
 */
export function windowNote(product: NamedProduct, appointment: string | null, now: Date): string | null {
  const wallNow = wallTimeString(now);
  const wall = appointment ? wallTimeString(new Date(appointment)) : wallNow;
  if (!hasWindow(product) || isInWindow(product, wall)) return null;
  if (appointment) {
    // the chosen day's window, else the next one after the chosen time
    const ranges = windowRanges(product, wall.slice(0, 10));
    const head = text.productAt(product.name);
    if (ranges.length > 0)
      return `${head} ${text.onChosenDay(ranges.map(([from, to]) => text.range(hhmm(from), hhmm(to))).join(' und '))}`;
    const next = nextWindow(product, wall);
    return next ? `${head} ${availableAgain(next, wallNow)}` : head;
  }
  const next = nextWindow(product, wallNow);
  return next ? `${text.productNow(product.name)} ${availableAgain(next, wallNow)}` : text.productNow(product.name);
}

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
