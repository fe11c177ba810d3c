import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/opening-hours.json';
import {
  addDays,
  isoWeekStart,
  type OpeningHourRule,
  openingState,
  timeToMinutes,
  weekdayOf,
  weeklySchedule,
} from './openingHours';

interface ScheduleVector {
  description: string;
  rules: OpeningHourRule[];
  today: string;
  expected: unknown;
}

interface StateVector {
  description: string;
  rules: OpeningHourRule[];
  now: string;
  expected: unknown;
}

describe('weeklySchedule (contracts/opening-hours.json)', () => {
  it.each((vectors.weeklySchedule as ScheduleVector[]).map((v) => [v.description, v] as const))('%s', (_, vector) => {
    expect(weeklySchedule(vector.rules, vector.today)).toEqual(vector.expected);
  });
});

describe('openingState (contracts/opening-hours.json)', () => {
  it.each((vectors.openingState as StateVector[]).map((v) => [v.description, v] as const))('%s', (_, vector) => {
    expect(openingState(vector.rules, vector.now)).toEqual(vector.expected);
  });
});

describe('date and time helpers', () => {
  it('finds the Monday of the ISO week, also across a year boundary', () => {
    expect(isoWeekStart('2026-03-08')).toBe('2026-03-02');
    expect(isoWeekStart('2026-03-02')).toBe('2026-03-02');
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('names weekdays and adds days', () => {
    expect(weekdayOf('2026-03-08')).toBe('sunday');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('parses HH:MM with 24:00 as the end of the day', () => {
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('24:30')).toBeNull();
    expect(timeToMinutes('8:30')).toBeNull();
    expect(timeToMinutes(null)).toBeNull();
  });

  it('rejects a malformed now', () => {
    expect(() => openingState([], '2026-03-04T24:00')).toThrow('Invalid time');
  });
});
