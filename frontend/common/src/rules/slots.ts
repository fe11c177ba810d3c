/**
 * Appointment slots: which times a customer may choose, per day as compact ranges (spec §5 Dates and
 * times, §9). Mirrors backend/rules/slots.py; both run contracts/slots.json.
 *
 * A slot is a wall-clock time on the 5-minute grid in the business time zone that lies inside an
 * opening range (for delivery orders a delivery range when delivery hours are enabled; from <= time <
 * to) and is not earlier than the earliest slot: now + 15 minutes + the longest product lead time,
 * rounded up to 5 minutes, and inside the window of every product (its own and its categories'
 * schedules, productWindows.ts). Availability lists `days` days from the earliest slot's date, never past the
 * date of now + 180 days, as {"YYYY-MM-DD": [["HH:MM", "HH:MM"], ...]} (first and last slot of each
 * range, both included); days without slots are left out. Wall times of the spring DST gap never exist.
 */
import { BUSINESS_TIME_ZONE, toWallTime } from '../time';
import { type LeadTimeProduct, leadTimeMinutes } from './leadTime';
import { addDays, daySchedule, type OpeningHourRule, timeToMinutes } from './openingHours';
import { cartWindowRanges, type MinuteRange, type WindowProduct } from './productWindows';

/** What the slot search reads of a cart's product: its lead time and its window. */
export type SlotProduct = LeadTimeProduct & WindowProduct;

export const SLOT_MINUTES = 5;
export const GAP_MINUTES = 15;
export const AVAILABILITY_DAYS = 90;
export const SEARCH_HORIZON_DAYS = 180;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SlotBranch {
  openingHours?: readonly OpeningHourRule[] | null;
  deliveryHours?: readonly OpeningHourRule[] | null;
  isDeliveryHoursEnabled?: boolean | null;
}

/** {"YYYY-MM-DD": [["HH:MM" first slot, "HH:MM" last slot], ...]} */
export type Availability = Record<string, [string, string][]>;

/** First and last slot as minutes of the day, both included. */
type Span = [number, number];

/** Minutes the zone is ahead of UTC at `instant`. */
export function zoneOffsetMinutes(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): number {
  const { date, time } = toWallTime(instant, timeZone);
  const wallMs = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wallMs - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** ISO 8601 with the zone's offset: "2026-03-04T10:15:00+01:00". */
export function toZonedIso(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const { date, time } = toWallTime(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}:${pad(instant.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant of a wall-clock date and time of the zone; the first occurrence when the time is repeated
 * (autumn), null when it does not exist (spring gap).
 */
export function wallToInstant(date: string, time: string, timeZone: string = BUSINESS_TIME_ZONE): Date | null {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  const offsets = new Set(
    [-12, 0, 12].map((hours) => zoneOffsetMinutes(new Date(asUtc + hours * 3_600_000), timeZone)),
  );
  const matches = [...offsets]
    .map((offset) => new Date(asUtc - offset * MINUTE_MS))
    .filter((instant) => {
      const wall = toWallTime(instant, timeZone);
      return wall.date === date && wall.time === time;
    })
    .sort((a, b) => a.getTime() - b.getTime());
  return matches[0] ?? null;
}

/** now + 15 minutes + the longest lead time, rounded up to 5 minutes of real time. */
export function earliestSlot(now: Date, products: readonly LeadTimeProduct[] = []): Date {
  const instant = now.getTime() + (GAP_MINUTES + leadTimeMinutes(products)) * MINUTE_MS;
  const slotMs = SLOT_MINUTES * MINUTE_MS; // UTC and wall-clock grids agree (whole-hour offsets)
  return new Date(Math.ceil(instant / slotMs) * slotMs);
}

function floorSlot(minute: number): number {
  return minute - (minute % SLOT_MINUTES);
}

function ceilSlot(minute: number): number {
  return floorSlot(minute + SLOT_MINUTES - 1);
}

function hhmm(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Wall-clock slots that do not exist on `date` (the spring DST gap), as spans; usually none. */
function missingSpans(date: string, timeZone: string): Span[] {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (
    zoneOffsetMinutes(new Date(start - 12 * 3_600_000), timeZone) ===
    zoneOffsetMinutes(new Date(start + DAY_MS + 12 * 3_600_000), timeZone)
  ) {
    return [];
  }
  const missing: Span[] = [];
  for (let minute = 0; minute < 24 * 60; minute += SLOT_MINUTES) {
    if (wallToInstant(date, hhmm(minute), timeZone) !== null) continue;
    const last = missing[missing.length - 1];
    if (last && last[1] === minute - SLOT_MINUTES) last[1] = minute;
    else missing.push([minute, minute]);
  }
  return missing;
}

function subtract(spans: Span[], holes: Span[]): Span[] {
  let result = spans;
  for (const [holeStart, holeEnd] of holes) {
    const next: Span[] = [];
    for (const [first, last] of result) {
      if (last < holeStart || first > holeEnd) {
        next.push([first, last]);
        continue;
      }
      if (first < holeStart) next.push([first, holeStart - SLOT_MINUTES]);
      if (last > holeEnd) next.push([holeEnd + SLOT_MINUTES, last]);
    }
    result = next;
  }
  return result;
}

interface Wall {
  date: string;
  minute: number;
}

function wallOf(instant: Date, timeZone: string): Wall {
  const { date, time } = toWallTime(instant, timeZone);
  return { date, minute: timeToMinutes(time) as number };
}

/** The slots of `spans` that lie inside one of the minute ranges (from included, to excluded). */
function within(spans: Span[], ranges: readonly MinuteRange[]): Span[] {
  const result: Span[] = [];
  for (const [first, last] of spans) {
    for (const [start, end] of ranges) {
      const a = Math.max(first, ceilSlot(start));
      const b = Math.min(last, floorSlot(end - 1));
      if (a <= b) result.push([a, b]);
    }
  }
  return result;
}

/**
 * The slot spans of one day: ranges on the grid, merged, inside every product's window, cut at the
 * earliest slot and the DST gap.
 */
function daySpans(
  rules: readonly OpeningHourRule[],
  date: string,
  earliest: Wall,
  timeZone: string,
  products: readonly WindowProduct[] = [],
): Span[] {
  if (date < earliest.date) return [];
  let spans: Span[] = [];
  for (const [from, to] of daySchedule(rules, date)) {
    const first = ceilSlot(timeToMinutes(from) as number);
    const last = floorSlot((timeToMinutes(to) as number) - 1);
    if (first > last) continue;
    const previous = spans[spans.length - 1];
    if (previous && first <= previous[1] + SLOT_MINUTES) previous[1] = Math.max(previous[1], last);
    else spans.push([first, last]);
  }
  spans = within(spans, cartWindowRanges(products, date));
  if (date === earliest.date) {
    spans = spans
      .filter(([, last]) => last >= earliest.minute)
      .map(([first, last]) => [Math.max(first, earliest.minute), last]);
  }
  return subtract(spans, missingSpans(date, timeZone));
}

/** Opening hours; for delivery the delivery hours when enabled. */
export function slotRules(branch: SlotBranch, isDelivery: boolean): readonly OpeningHourRule[] {
  if (isDelivery && branch.isDeliveryHoursEnabled) return branch.deliveryHours ?? [];
  return branch.openingHours ?? [];
}

/** First and last date shown: `days` days from the earliest slot's date, capped at now + 180 days. */
function window(now: Date, earliest: Wall, days: number, timeZone: string): [string, string] {
  const capped = toWallTime(new Date(now.getTime() + SEARCH_HORIZON_DAYS * DAY_MS), timeZone).date;
  const last = addDays(earliest.date, days - 1);
  return [earliest.date, last < capped ? last : capped];
}

export interface SlotOptions {
  products?: readonly SlotProduct[];
  isDelivery?: boolean;
  days?: number;
  timeZone?: string;
}

/** {date: [[first slot, last slot], ...]} for the days that have slots. */
export function availability(branch: SlotBranch, now: Date, options: SlotOptions = {}): Availability {
  const { products = [], isDelivery = false, days = AVAILABILITY_DAYS, timeZone = BUSINESS_TIME_ZONE } = options;
  const rules = slotRules(branch, isDelivery);
  const earliest = wallOf(earliestSlot(now, products), timeZone);
  const [first, last] = window(now, earliest, days, timeZone);
  const result: Availability = {};
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const spans = daySpans(rules, date, earliest, timeZone, products);
    if (spans.length > 0) result[date] = spans.map(([a, b]) => [hhmm(a), hhmm(b)]);
  }
  return result;
}

/** Whether `moment` is a slot of availability(...) and not before the earliest slot. */
export function isAvailable(branch: SlotBranch, moment: Date, now: Date, options: SlotOptions = {}): boolean {
  const { products = [], isDelivery = false, days = AVAILABILITY_DAYS, timeZone = BUSINESS_TIME_ZONE } = options;
  if (Number.isNaN(moment.getTime()) || moment.getTime() - now.getTime() > SEARCH_HORIZON_DAYS * DAY_MS) return false;
  const earliestInstant = earliestSlot(now, products);
  const earliest = wallOf(earliestInstant, timeZone);
  const wall = wallOf(moment, timeZone);
  const [first, last] = window(now, earliest, days, timeZone);
  if (moment < earliestInstant || wall.date < first || wall.date > last) return false;
  if (moment.getTime() % (SLOT_MINUTES * MINUTE_MS) !== 0) return false;
  return daySpans(slotRules(branch, isDelivery), wall.date, earliest, timeZone, products).some(
    ([a, b]) => a <= wall.minute && wall.minute <= b,
  );
}

/** Whether the wall time "HH:MM" lies inside one of the day's ranges of an availability. */
export function isTimeInRanges(ranges: readonly [string, string][] | undefined, time: string): boolean {
  const minute = timeToMinutes(time);
  if (minute === null || minute % SLOT_MINUTES !== 0 || !ranges) return false;
  return ranges.some(
    ([from, to]) => (timeToMinutes(from) as number) <= minute && minute <= (timeToMinutes(to) as number),
  );
}
