import { describe, expect, it } from 'vitest';

import { readyByLine } from './OrderInfo';

const open = { isCompleted: false, isRejected: false, isCanceled: false, isFailed: false };
// Wednesday 25 November 2026, 12:15 in Vienna (UTC+1)
const NOW = new Date('2026-11-25T11:15:00Z');

describe('the ready-by time on the status page', () => {
  it('reads the time in Vienna when it is today', () => {
    expect(readyByLine({ ...open, readyBy: '2026-11-25T11:45:00Z' }, NOW)).toBe('Voraussichtlich fertig um 12:45 Uhr');
  });

  it('names the date when it is another day', () => {
    expect(readyByLine({ ...open, readyBy: '2026-11-26T08:00:00Z' }, NOW)).toBe(
      'Voraussichtlich fertig um 26.11.2026 09:00 Uhr',
    );
  });

  it('is not shown without a time or once the order is done', () => {
    expect(readyByLine({ ...open, readyBy: null }, NOW)).toBeNull();
    expect(readyByLine({ ...open, isCompleted: true, readyBy: '2026-11-25T11:45:00Z' }, NOW)).toBeNull();
    expect(readyByLine({ ...open, isCanceled: true, readyBy: '2026-11-25T11:45:00Z' }, NOW)).toBeNull();
  });
});
