/**
 * German display formats (spec §9): currency in German locale with two decimals and the currency
 * code appended ("12,50 EUR"); dates DD.MM.YYYY, times HH:mm, both in the business time zone.
 */
import { BUSINESS_TIME_ZONE, toWallTime } from './time';

export const LOCALE = 'de-DE';
export const DEFAULT_CURRENCY = 'EUR';

const amountFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "1.234,50 EUR". Accepts the API's decimal strings ("3.50") without going through a float.
 * An empty or non-numeric value yields an empty string.
 */
export function formatCurrency(amount: string | number, currency: string = DEFAULT_CURRENCY): string {
  if (typeof amount === 'string') {
    const trimmed = amount.trim();
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return '';
    // Intl formats numeric strings exactly (no binary floating point)
    return `${amountFormat.format(trimmed as `${number}`)} ${currency || DEFAULT_CURRENCY}`;
  }
  if (!Number.isFinite(amount)) return '';
  return `${amountFormat.format(amount)} ${currency || DEFAULT_CURRENCY}`;
}

function toInstant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * "DD.MM.YYYY". A date-only string ("2026-03-04") is shown as it is; an instant (Date or ISO datetime)
 * as the date in `timeZone`.
 */
export function formatDate(value: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return '';
  const [year, month, day] = toWallTime(instant, timeZone).date.split('-');
  return `${day}.${month}.${year}`;
}

/** "HH:mm" in `timeZone`; an opening-hour time ("08:00", "24:00") is shown as it is. */
export function formatTime(value: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)) return value;
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return '';
  return toWallTime(instant, timeZone).time;
}

/** "DD.MM.YYYY HH:mm" in `timeZone`. */
export function formatDateTime(value: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const instant = toInstant(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}
