import { describe, expect, it } from 'vitest';
import { hours, monthOf, monthPeriod, monthTitle, shiftMonth, viennaMonth } from './hours';

describe('profile figures', () => {
  it('writes minutes as signed hours', () => {
    expect(hours(485)).toBe('8:05 h');
    expect(hours(-270)).toBe('−4:30 h');
    expect(hours(0)).toBe('0:00 h');
  });

  it('takes the month of Vienna, also late on its last evening in UTC', () => {
    expect(monthOf(new Date('2026-11-25T12:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthOf(new Date('2026-01-31T23:30:00Z'))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('moves by months across years and names them in German', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, -1)).toEqual({ year: 2026, month: 10 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthPeriod({ year: 2028, month: 2 })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthTitle({ year: 2026, month: 11 })).toBe('November 2026');
    expect(monthTitle({ year: 2026, month: 12 })).toBe('Dezember 2026');
    expect(viennaMonth(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});
