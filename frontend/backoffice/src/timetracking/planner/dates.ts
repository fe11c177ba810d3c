/**
 * Days of the Dienstplan as 'YYYY-MM-DD' strings (calendar days of the business, Europe/Vienna): weeks
 * from Monday, ISO week numbers, month grids, German labels, wall-clock times to UTC instants.
 * Pure functions, computed on UTC dates so the browser's own zone never matters.
 */
import { BUSINESS_TIME_ZONE, wallTimeString } from '@bestellwerk/common/time';
import { fromBusinessInput } from '../../components/businessTime';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const WEEKDAYS_LONG = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const MONTHS = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

function parts(day: string): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year, month, date];
}

function toUtc(day: string): number {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
}

function fromUtc(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS);
}

/** 0 = Monday … 6 = Sunday */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function weekDays(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The ISO 8601 week number (the week with the year's first Thursday is week 1). */
export function isoWeek(day: string): { year: number; week: number } {
  const thursday = addDays(mondayOf(day), 3);
  const year = parts(thursday)[0];
  const firstThursday = addDays(mondayOf(`${year}-01-04`), 3);
  return { year, week: (toUtc(thursday) - toUtc(firstThursday)) / (7 * DAY_MS) + 1 };
}

/** The weeks (Monday to Sunday) covering a month: 4 to 6 rows of 7 days. */
export function monthGrid(day: string): string[][] {
  const [year, month] = parts(day);
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const rows: string[][] = [];
  for (let monday = mondayOf(first); rows.length === 0 || parts(monday)[1] === month; monday = addDays(monday, 7)) {
    rows.push(weekDays(monday));
  }
  return rows;
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** 'Mo, 23.11.' */
export function shortDay(day: string): string {
  const [, month, date] = parts(day);
  return `${WEEKDAYS[weekdayIndex(day)]}, ${String(date).padStart(2, '0')}.${String(month).padStart(2, '0')}.`;
}

/** 'Montag, 23.11.2026' */
export function longDay(day: string): string {
  const [year, month, date] = parts(day);
  return `${WEEKDAYS_LONG[weekdayIndex(day)]}, ${String(date).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** 'KW 48 · 23.11.–29.11.2026' */
export function weekTitle(day: string): string {
  const days = weekDays(day);
  const [, firstMonth, firstDate] = parts(days[0]);
  const [year, month, date] = parts(days[6]);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `KW ${isoWeek(day).week} · ${pad(firstDate)}.${pad(firstMonth)}.–${pad(date)}.${pad(month)}.${year}`;
}

/** 'November 2026' */
export function monthTitle(day: string): string {
  const [year, month] = parts(day);
  return `${MONTHS[month - 1]} ${year}`;
}

export const WEEKDAY_SHORT = WEEKDAYS;

/** Today's date of the business. */
export function businessToday(now: Date = new Date()): string {
  return wallTimeString(now, BUSINESS_TIME_ZONE).slice(0, 10);
}

/** '08:00' of an instant in the business time zone. */
export function wallClock(instant: string): string {
  return wallTimeString(new Date(instant), BUSINESS_TIME_ZONE).slice(11, 16);
}

/** The UTC instant of a wall-clock time ('08:00') on a day of the business; null for text that is no time. */
export function instantOf(day: string, time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  const [year, month, date] = parts(day);
  const pad = (value: number) => String(value).padStart(2, '0');
  const result = fromBusinessInput(`${pad(date)}.${pad(month)}.${year} ${pad(Number(match[1]))}:${match[2]}`);
  return /Z$/.test(result) ? result : null;
}

/**
 * Start and end instants of a shift from its day and wall-clock times; an end not after the start is on
 * the next day (a night shift 22:00–06:00).
 */
export function shiftInstants(day: string, start: string, end: string): { start: string; end: string } | null {
  const from = instantOf(day, start);
  if (!from) return null;
  const sameDayEnd = instantOf(day, end);
  if (!sameDayEnd) return null;
  const to = sameDayEnd > from ? sameDayEnd : instantOf(addDays(day, 1), end);
  return to ? { start: from, end: to } : null;
}

/** The same shift moved to another day, keeping its wall-clock times (also across a DST change). */
export function moveToDay(localStart: string, localEnd: string, fromDay: string, toDay: string) {
  const offset = (toUtc(toDay) - toUtc(fromDay)) / DAY_MS;
  const startDay = addDays(localStart.slice(0, 10), offset);
  const endDay = addDays(localEnd.slice(0, 10), offset);
  const start = instantOf(startDay, localStart.slice(11, 16));
  const end = instantOf(endDay, localEnd.slice(11, 16));
  return start && end ? { start, end } : null;
}
