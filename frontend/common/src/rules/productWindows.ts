/**
 * When a product can be ordered: its own schedule and its categories' schedules, on wall-clock times
 * ("YYYY-MM-DDTHH:MM" in the business time zone). Mirrors backend/rules/product_windows.py; both run
 * contracts/product-windows.json.
 *
 * A product may carry `schedule` (opening-hour rules; empty = always) and `categorySchedules` (the
 * schedules of the menu categories it sits in). It is available when its own schedule is open and one
 * of its categories is (no categories, or one with an empty schedule: always). The menu shows when a
 * product is available again; the slot search (slots.ts) offers only times inside every cart product's window.
 */
import { addDays, daySchedule, type OpeningHourRule, timeToMinutes } from './openingHours';

/** today and the seven days after it (a weekly schedule) */
export const NEXT_WINDOW_DAYS = 8;
const END_OF_DAY = 24 * 60;

export interface WindowProduct {
  schedule?: readonly OpeningHourRule[] | null;
  categorySchedules?: readonly (readonly OpeningHourRule[])[] | null;
}

/** From (included) and to (excluded) as minutes of the day. */
export type MinuteRange = [number, number];

const ALL_DAY: readonly MinuteRange[] = [[0, END_OF_DAY]];

/** Whether the product's availability is limited at all (a schedule of its own or of every category). */
export function hasWindow(product: WindowProduct): boolean {
  const categories = product.categorySchedules ?? [];
  return Boolean(product.schedule?.length) || (categories.length > 0 && categories.every((rules) => rules.length > 0));
}

function ranges(rules: readonly OpeningHourRule[] | null | undefined, date: string): MinuteRange[] {
  if (!rules?.length) return [...ALL_DAY];
  return daySchedule(rules, date).map(([from, to]) => [timeToMinutes(from) as number, timeToMinutes(to) as number]);
}

function union(list: MinuteRange[]): MinuteRange[] {
  const merged: MinuteRange[] = [];
  for (const [start, end] of [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The minutes in both lists of sorted, disjoint ranges. */
export function intersect(left: readonly MinuteRange[], right: readonly MinuteRange[]): MinuteRange[] {
  const result: MinuteRange[] = [];
  for (const [aStart, aEnd] of left) {
    for (const [bStart, bEnd] of right) {
      const start = Math.max(aStart, bStart);
      const end = Math.min(aEnd, bEnd);
      if (start < end) result.push([start, end]);
    }
  }
  return result;
}

/** The ranges of `date` in which the product is available, sorted and merged ([[0, 1440]]: all day). */
export function windowRanges(product: WindowProduct, date: string): MinuteRange[] {
  const categories = product.categorySchedules ?? [];
  const category =
    categories.length === 0 || categories.some((rules) => rules.length === 0)
      ? [...ALL_DAY]
      : union(categories.flatMap((rules) => ranges(rules, date)));
  return intersect(union(ranges(product.schedule, date)), category);
}

function split(wall: string): [string, number] {
  const [date, time] = wall.split('T') as [string, string | undefined];
  return [date, timeToMinutes((time ?? '').slice(0, 5)) ?? 0];
}

/** Whether the product is available at the wall time `wall` ("YYYY-MM-DDTHH:MM"). */
export function isInWindow(product: WindowProduct, wall: string): boolean {
  const [date, minute] = split(wall);
  return windowRanges(product, date).some(([start, end]) => start <= minute && minute < end);
}

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** `wall` (to the minute) when available then, else the start of the next window within 8 days, else null. */
export function nextWindow(product: WindowProduct, wall: string): string | null {
  const [today, minute] = split(wall);
  if (isInWindow(product, wall)) return `${today}T${hhmm(minute)}`;
  for (let offset = 0; offset < NEXT_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    for (const [start] of windowRanges(product, date)) {
      if (offset > 0 || start > minute) return `${date}T${hhmm(start)}`;
    }
  }
  return null;
}

/** The ranges of `date` inside the window of every product (all day without limited products). */
export function cartWindowRanges(products: readonly WindowProduct[], date: string): MinuteRange[] {
  let result: MinuteRange[] = [...ALL_DAY];
  for (const product of products) {
    if (hasWindow(product)) result = intersect(result, windowRanges(product, date));
  }
  return result;
}
