import { describe, expect, it } from 'vitest';

import { isChristmasTime } from './christmas';

// local dates (the visitor's calendar day decides), pinned: no wall clock
const day = (year: number, month: number, date: number, hour = 12) => new Date(year, month - 1, date, hour);

describe('Christmas window', () => {
  it.each([
    [day(2025, 11, 4, 23), false],
    [day(2025, 11, 5, 0), true],
    [day(2025, 12, 24), true],
    [day(2026, 1, 6, 23), true],
    [day(2026, 1, 7, 0), false],
    [day(2026, 6, 1), false],
    [day(2026, 11, 4), false],
    [day(2026, 11, 5), true],
    [day(2026, 11, 25), true],
    [day(2027, 1, 6), true],
    [day(2027, 1, 7), false],
    [day(2030, 12, 31), true],
  ])('on %s: %s (the spec dates, then every year 5 November to 7 January)', (now, expected) => {
    expect(isChristmasTime(now)).toBe(expected);
  });

  it('is never on before the configured window starts', () => {
    expect(isChristmasTime(day(2024, 12, 24))).toBe(false);
  });

  it('follows a configured window, then the yearly one', () => {
    const configured = { from: '2026-12-01', until: '2026-12-27' };
    expect(isChristmasTime(day(2026, 11, 25), configured)).toBe(false);
    expect(isChristmasTime(day(2026, 12, 1), configured)).toBe(true);
    expect(isChristmasTime(day(2026, 12, 30), configured)).toBe(true);
    expect(isChristmasTime(day(2027, 1, 7), configured)).toBe(false);
  });
});
