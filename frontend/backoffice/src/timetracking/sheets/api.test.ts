import { describe, expect, it } from 'vitest';
import { currentMonth, downloadUrl, hours } from './api';

describe('time sheet helpers', () => {
  it('writes minutes as hours', () => {
    expect([hours(485), hours(-30), hours(0), hours(6000)]).toEqual(['8:05', '−0:30', '0:00', '100:00']);
  });

  it('takes the month of the business time zone', () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Vienna
    expect(currentMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });

  it('names the downloads', () => {
    expect(downloadUrl(3, '2026-10', 'pdf')).toBe('/api/time-sheets/3/2026-10/pdf');
  });
});
