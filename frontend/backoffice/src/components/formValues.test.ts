import { describe, expect, it } from 'vitest';
import { normalizeDecimal, normalizeRule } from './formValues';

describe('normalizeRule', () => {
  it('keeps the date of a one-off rule and drops it from others', () => {
    expect(normalizeRule({ type: 'once', date: '2026-12-24', isClosed: true, from: '', to: '' })).toEqual({
      type: 'once',
      date: '2026-12-24',
      isClosed: true,
      from: null,
      to: null,
    });
    expect(normalizeRule({ type: 'monday', date: '2026-12-24', from: '08:00', to: '24:00' })).toEqual({
      type: 'monday',
      date: null,
      isClosed: false,
      from: '08:00',
      to: '24:00',
    });
  });

  it('defaults a new row to a daily rule', () => {
    expect(normalizeRule({})).toEqual({ type: 'daily', date: null, isClosed: false, from: null, to: null });
  });
});

describe('normalizeDecimal', () => {
  it('turns a German decimal comma into a point and blanks into null', () => {
    expect(normalizeDecimal('3,50')).toBe('3.50');
    expect(normalizeDecimal(' ')).toBeNull();
    expect(normalizeDecimal(undefined)).toBeNull();
  });
});
