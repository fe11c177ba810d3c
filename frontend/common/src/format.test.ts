import { describe, expect, it } from 'vitest';

import { formatCurrency, formatDate, formatDateTime, formatTime } from './format';
import { toWallTime, wallTimeString } from './time';

describe('formatCurrency', () => {
  it.each([
    ['12.5', 'EUR', '12,50 EUR'],
    ['3.50', 'EUR', '3,50 EUR'],
    ['0', 'CHF', '0,00 CHF'],
    ['1234567.891', 'EUR', '1.234.567,89 EUR'],
    ['-4.2', 'EUR', '-4,20 EUR'],
    [0.07, 'EUR', '0,07 EUR'],
    [1999.9, 'CHF', '1.999,90 CHF'],
  ] as const)('formats %s %s as %s', (amount, currency, expected) => {
    expect(formatCurrency(amount, currency)).toBe(expected);
  });

  it('defaults to EUR', () => {
    expect(formatCurrency('12.50')).toBe('12,50 EUR');
    expect(formatCurrency('12.50', '')).toBe('12,50 EUR');
  });

  it('formats a decimal string exactly, without float rounding errors', () => {
    expect(formatCurrency('1.005')).toBe('1,01 EUR');
  });

  it('yields an empty string for a non-number', () => {
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('dates and times in Europe/Vienna', () => {
  it('formats an instant as DD.MM.YYYY in the business time zone', () => {
    // 23:30 UTC is already the next day in Vienna (UTC+1 in winter)
    expect(formatDate('2026-01-31T23:30:00Z')).toBe('01.02.2026');
    expect(formatDate(new Date('2026-07-05T10:00:00Z'))).toBe('05.07.2026');
  });

  it('shows a date-only value as it is', () => {
    expect(formatDate('2026-03-04')).toBe('04.03.2026');
  });

  it('formats times as HH:mm, 24-hour, with summer time', () => {
    expect(formatTime('2026-07-05T06:05:00Z')).toBe('08:05');
    expect(formatTime('2026-01-05T23:59:00Z')).toBe('00:59');
    expect(formatTime('18:00')).toBe('18:00');
  });

  it('formats date and time as DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime('2026-11-22T08:00:00Z')).toBe('22.11.2026 09:00');
    expect(formatDateTime('2026-11-22T08:00:00Z', 'UTC')).toBe('22.11.2026 08:00');
  });

  it('yields an empty string for an invalid date', () => {
    expect(formatDate('kein Datum')).toBe('');
    expect(formatDateTime('kein Datum')).toBe('');
  });

  it('gives the wall time for the opening-hour rule', () => {
    expect(toWallTime(new Date('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(wallTimeString(new Date('2026-03-04T22:59:00Z'))).toBe('2026-03-04T23:59');
  });
});
