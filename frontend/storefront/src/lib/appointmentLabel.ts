/** Appointment times as the storefront writes them ('Heute, 04.03.2026, 12:00 Uhr'), for the checkout and the item dialog. */
import { formatDate } from '@bestellwerk/common/format';
import { addDays } from '@bestellwerk/common/rules/openingHours';
import { toWallTime } from '@bestellwerk/common/time';

import { orderSummaryMessages } from './orderSummaryMessages';

const text = orderSummaryMessages.appointment;

/** 'Heute, 04.03.2026' / 'Morgen, 05.03.2026' / '06.03.2026' */
export function dayLabel(date: string, today: string): string {
  if (date === today) return text.today(formatDate(date));
  if (date === addDays(today, 1)) return text.tomorrow(formatDate(date));
  return formatDate(date);
}

/** The chosen appointment as the checkout shows it; 'So schnell wie möglich' / 'Keine Angabe' without one. */
export function appointmentLabel(appointment: string | null, now: Date, isRequired: boolean): string {
  if (!appointment) return isRequired ? text.noChoice : text.asap;
  const wall = toWallTime(new Date(appointment));
  return text.at(dayLabel(wall.date, toWallTime(now).date), wall.time);
}
