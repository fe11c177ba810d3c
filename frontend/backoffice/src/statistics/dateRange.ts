/**
 * Date ranges of the statistics dashboard: calendar days ('YYYY-MM-DD') in the business time zone
 * (Europe/Vienna), whatever zone the browser has. The API counts both ends inclusively.
 */
import { BUSINESS_TIME_ZONE, toWallTime } from '@bestellwerk/common/time';

export type Preset = 'today' | 'days7' | 'days30' | 'month' | 'year' | 'custom';

export const PRESETS: readonly Preset[] = ['today', 'days7', 'days30', 'month', 'year', 'custom'];

export interface DateRange {
  /** first day, 'YYYY-MM-DD' */
  from: string;
  /** last day (inclusive), 'YYYY-MM-DD' */
  to: string;
}

/** The API refuses longer ranges (and so does the custom range form). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

function toUtcMillis(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Kein Datum: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMillis(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** '2026-03-01' plus -1 days → '2026-02-28' (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return fromUtcMillis(toUtcMillis(date) + days * DAY_MS);
}

/** Days of a range, both ends counted: 1 for a single day. */
export function rangeLength(range: DateRange): number {
  return Math.round((toUtcMillis(range.to) - toUtcMillis(range.from)) / DAY_MS) + 1;
}

/** Every day of the range in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Today's date on a Vienna wall clock. */
export function businessToday(now: Date): string {
  return toWallTime(now, BUSINESS_TIME_ZONE).date;
}

/**
 * The range of a preset at `now`: today; the last 7 or 30 days including today; the current month
 * or year up to today. 'custom' has no range of its own (undefined).
 */
export function presetRange(preset: Preset, now: Date): DateRange | undefined {
  const today = businessToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'days7':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'year':
      return { from: `${today.slice(0, 5)}01-01`, to: today };
    case 'custom':
      return undefined;
  }
}

/** The period of equal length right before `range` (1.–25.11. → 7.–31.10.). */
export function previousPeriod(range: DateRange): DateRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** '2026-11-25' → '25.11.2026'. */
export function formatGermanDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** '25.11.2026' (also '5.1.2026') → '2026-11-25'; null for text that is no real calendar day. */
export function parseGermanDate(text: string): string | null {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return fromUtcMillis(date.getTime());
}

/** '01.11.2026 – 25.11.2026', or one date for a single day. */
export function formatRange(range: DateRange): string {
  return range.from === range.to
    ? formatGermanDate(range.from)
    : `${formatGermanDate(range.from)} – ${formatGermanDate(range.to)}`;
}

/** '25.11.' for chart axes. */
export function formatShortDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.` : date;
}
