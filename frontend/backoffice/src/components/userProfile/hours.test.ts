import { describe, expect, it } from 'vitest';
import { hours, monthOf } from './hours';

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
});
