/**
 * Opening hours at real instants (mirror of next_opening / is_open_for_orders in
 * backend/rules/opening_hours_at.py): the next opening of a closed branch and whether a branch
 * takes orders or delivers now. Vectors: contracts/opening-hours.json (nextOpening, branchOpen).
 *
 * Real time is scanned in quarter hours and each instant is read as the wall-clock time in the
 * business zone, so a repeated autumn hour is looked at twice and the spring gap never.
 */
import { BUSINESS_TIME_ZONE, toWallTime } from '../time';
import { type OpeningHourRule, openingState } from './openingHours';

const STEP_MS = 15 * 60 * 1000;
/** How far the next opening is searched (spec §9: about 72 hours). */
export const NEXT_OPENING_SPAN_MS = 72 * 60 * 60 * 1000;

export interface BranchHours {
  openingHours: readonly OpeningHourRule[];
  deliveryHours: readonly OpeningHourRule[];
  isDeliveryHoursEnabled: boolean;
}

function toInstant(now: Date | string): Date {
  const instant = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(instant.getTime())) throw new Error(`Invalid instant "${String(now)}"`);
  return instant;
}

/** Whether the rules are open at the wall-clock time `instant` shows in `timeZone`. */
export function isOpenAt(
  rules: readonly OpeningHourRule[],
  now: Date | string,
  timeZone = BUSINESS_TIME_ZONE,
): boolean {
  const { date, time } = toWallTime(toInstant(now), timeZone);
  return openingState(rules, `${date}T${time}`).status !== 'closed';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 of `instant` with the zone's offset at that instant: "2026-03-04T08:00:00+01:00". */
export function isoInZone(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const { date, time } = toWallTime(instant, timeZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = Math.round((wallAsUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
  const sign = offset < 0 ? '-' : '+';
  const magnitude = Math.abs(offset);
  return `${date}T${time}:${pad(instant.getUTCSeconds())}${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}

/**
 * `now` when open, else the first quarter hour after it and at most `spanMs` later (inclusive) that is
 * open, as ISO 8601 in the business zone; null when there is none.
 */
export function nextOpening(
  rules: readonly OpeningHourRule[],
  now: Date | string,
  spanMs = NEXT_OPENING_SPAN_MS,
  timeZone = BUSINESS_TIME_ZONE,
): string | null {
  const instant = toInstant(now);
  if (isOpenAt(rules, instant, timeZone)) return isoInZone(instant, timeZone);
  const start = instant.getTime();
  for (let candidate = (Math.floor(start / STEP_MS) + 1) * STEP_MS; candidate <= start + spanMs; candidate += STEP_MS) {
    const moment = new Date(candidate);
    if (isOpenAt(rules, moment, timeZone)) return isoInZone(moment, timeZone);
  }
  return null;
}

/** The rules delivery follows: delivery hours when enabled, else opening hours. */
export function deliveryRules(branch: BranchHours): readonly OpeningHourRule[] {
  return branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
}

/** Open for orders when opening hours match, or delivery hours are enabled and match; delivery open by deliveryRules. */
export function branchOpen(branch: BranchHours, now: Date | string, timeZone = BUSINESS_TIME_ZONE) {
  const isDeliveryOpen = isOpenAt(deliveryRules(branch), now, timeZone);
  const isOpenForOrders =
    isOpenAt(branch.openingHours, now, timeZone) || (branch.isDeliveryHoursEnabled && isDeliveryOpen);
  return { isOpenForOrders, isDeliveryOpen };
}
