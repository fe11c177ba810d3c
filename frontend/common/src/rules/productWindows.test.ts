import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/product-windows.json';
import type { OpeningHourRule } from './openingHours';
import {
  cartWindowRanges,
  hasWindow,
  isInWindow,
  nextWindow,
  type WindowProduct,
  windowRanges,
} from './productWindows';

interface Vector<I, E> {
  description: string;
  input: I;
  expected: E;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const BREAKFAST: OpeningHourRule[] = [{ type: 'daily', date: null, isClosed: false, from: '06:00', to: '11:00' }];

describe('windowRanges (contracts/product-windows.json)', () => {
  const cases = vectors.windowRanges as Vector<{ product: WindowProduct; date: string }, string[][]>[];
  it.each(cases.map((v) => [v.description, v] as const))('%s', (_, { input, expected }) => {
    expect(windowRanges(input.product, input.date).map(([a, b]) => [hhmm(a), hhmm(b)])).toEqual(expected);
  });
});

describe('isInWindow (contracts/product-windows.json)', () => {
  const cases = vectors.isInWindow as Vector<{ product: WindowProduct; wall: string }, boolean>[];
  it.each(cases.map((v) => [v.description, v] as const))('%s', (_, { input, expected }) => {
    expect(isInWindow(input.product, input.wall)).toBe(expected);
  });
});

describe('nextWindow (contracts/product-windows.json)', () => {
  const cases = vectors.nextWindow as Vector<{ product: WindowProduct; wall: string }, string | null>[];
  it.each(cases.map((v) => [v.description, v] as const))('%s', (_, { input, expected }) => {
    expect(nextWindow(input.product, input.wall)).toBe(expected);
  });
});

describe('product windows', () => {
  it('counts only products with a limit', () => {
    expect(hasWindow({ schedule: BREAKFAST })).toBe(true);
    expect(hasWindow({ categorySchedules: [BREAKFAST] })).toBe(true);
    expect(hasWindow({ categorySchedules: [BREAKFAST, []] })).toBe(false);
    expect(hasWindow({ schedule: [], categorySchedules: [] })).toBe(false);
  });

  it('overlaps the windows of a cart', () => {
    const own: OpeningHourRule[] = [{ type: 'daily', date: null, isClosed: false, from: '10:00', to: '12:00' }];
    expect(cartWindowRanges([{ categorySchedules: [BREAKFAST] }, { schedule: own }, {}], '2026-03-04')).toEqual([
      [600, 660],
    ]);
    expect(cartWindowRanges([{}], '2026-03-04')).toEqual([[0, 1440]]);
  });
});
