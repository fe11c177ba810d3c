import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessToday,
  isoWeek,
  longDay,
  mondayOf,
  monthGrid,
  monthTitle,
  moveToDay,
  shiftInstants,
  shortDay,
  wallClock,
  weekDays,
  weekTitle,
} from './dates';

describe('Dienstplan dates', () => {
  it('starts weeks on Monday with ISO week numbers', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekDays('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(isoWeek('2026-11-25')).toEqual({ year: 2026, week: 48 });
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(weekTitle('2026-11-25')).toBe('KW 48 · 23.11.–29.11.2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('labels days and months in German', () => {
    expect(shortDay('2026-11-23')).toBe('Mo, 23.11.');
    expect(longDay('2026-10-26')).toBe('Montag, 26.10.2026');
    expect(monthTitle('2026-01-15')).toBe('Jänner 2026');
  });

  it('covers a month with whole weeks', () => {
    const grid = monthGrid('2026-11-25');
    expect(grid).toHaveLength(6);
    expect(grid[0][0]).toBe('2026-10-26');
    expect(grid[5][6]).toBe('2026-12-06');
    expect(monthGrid('2027-02-10')).toHaveLength(4);
  });

  it('turns wall-clock times of the business into instants across DST', () => {
    expect(shiftInstants('2026-10-24', '22:00', '06:00')).toEqual({
      start: '2026-10-24T20:00:00.000Z',
      end: '2026-10-25T05:00:00.000Z',
    });
    expect(shiftInstants('2026-11-23', '08:00', '16:30')).toEqual({
      start: '2026-11-23T07:00:00.000Z',
      end: '2026-11-23T15:30:00.000Z',
    });
    expect(shiftInstants('2026-11-23', '8 Uhr', '16:30')).toBeNull();
    expect(wallClock('2026-10-19T06:00:00Z')).toBe('08:00');
    expect(businessToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('moves a shift to another day keeping its wall-clock times', () => {
    expect(moveToDay('2026-10-23T08:00:00+02:00', '2026-10-23T16:00:00+02:00', '2026-10-23', '2026-10-26')).toEqual({
      start: '2026-10-26T07:00:00.000Z',
      end: '2026-10-26T15:00:00.000Z',
    });
  });
});
