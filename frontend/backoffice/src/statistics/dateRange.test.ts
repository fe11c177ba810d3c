import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessToday,
  daysOf,
  formatGermanDate,
  formatRange,
  parseGermanDate,
  presetRange,
  previousPeriod,
  rangeLength,
} from './dateRange';
import { checkCustomRange } from './Filters';

// the e2e runs' pinned clock: Wednesday, 25 November 2026, 12:15 in Vienna
const NOW = new Date('2026-11-25T12:15:00+01:00');

describe('range presets (Vienna calendar days)', () => {
  it('gives today, the last 7 and 30 days, the month and the year up to today', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('days7', NOW)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('days30', NOW)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange('month', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('year', NOW)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(presetRange('custom', NOW)).toBeUndefined();
  });

  it('takes the day from the Vienna wall clock, not from UTC: 23:30 UTC on 30 November is 1 December', () => {
    const now = new Date('2026-11-30T23:30:00Z');
    expect(businessToday(now)).toBe('2026-12-01');
    expect(presetRange('today', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('month', now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('days7', now)).toEqual({ from: '2026-11-25', to: '2026-12-01' });
  });

  it('starts the new year at midnight in Vienna (23:30 UTC on New Year’s Eve)', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(presetRange('year', now)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetRange('year', new Date('2026-12-31T22:59:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('counts calendar days across the summer-time change (29 March 2026 has 23 hours)', () => {
    const now = new Date('2026-03-31T10:00:00+02:00');
    expect(presetRange('days7', now)).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(rangeLength({ from: '2026-03-25', to: '2026-03-31' })).toBe(7);
    expect(daysOf({ from: '2026-03-28', to: '2026-03-30' })).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('comparison with the previous period', () => {
  it('is the period of equal length right before', () => {
    expect(previousPeriod({ from: '2026-11-25', to: '2026-11-25' })).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(previousPeriod({ from: '2026-11-19', to: '2026-11-25' })).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    // month up to the 25th: the 25 days before the 1st
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-25' })).toEqual({ from: '2026-10-07', to: '2026-10-31' });
  });

  it('crosses month, leap-day and year boundaries', () => {
    expect(previousPeriod({ from: '2028-03-01', to: '2028-03-31' })).toEqual({ from: '2028-01-30', to: '2028-02-29' });
    expect(previousPeriod({ from: '2027-01-01', to: '2027-01-01' })).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('German dates', () => {
  it('shows and reads DD.MM.YYYY', () => {
    expect(formatGermanDate('2026-11-05')).toBe('05.11.2026');
    expect(parseGermanDate('05.11.2026')).toBe('2026-11-05');
    expect(parseGermanDate(' 5.1.2026 ')).toBe('2026-01-05');
    expect(parseGermanDate('29.02.2026')).toBeNull();
    expect(parseGermanDate('2026-11-05')).toBeNull();
    expect(formatRange({ from: '2026-11-01', to: '2026-11-25' })).toBe('01.11.2026 – 25.11.2026');
    expect(formatRange({ from: '2026-11-25', to: '2026-11-25' })).toBe('25.11.2026');
  });

  it('checks a custom range: format, order and at most 366 days', () => {
    expect(checkCustomRange('01.11.2026', '25.11.2026')).toEqual({
      range: { from: '2026-11-01', to: '2026-11-25' },
      errors: {},
    });
    expect(checkCustomRange('1.13.2026', '')).toEqual({
      errors: {
        from: 'Bitte ein Datum im Format TT.MM.JJJJ eingeben.',
        to: 'Bitte ein Datum im Format TT.MM.JJJJ eingeben.',
      },
    });
    expect(checkCustomRange('26.11.2026', '25.11.2026')).toEqual({
      errors: { from: 'Das Startdatum darf nicht nach dem Enddatum liegen.' },
    });
    expect(checkCustomRange('01.01.2028', '31.12.2028').range).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    expect(checkCustomRange('01.01.2026', '02.01.2027')).toEqual({
      errors: { to: 'Der Zeitraum darf höchstens 366 Tage umfassen.' },
    });
  });
});
