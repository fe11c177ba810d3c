import path from 'node:path';

/**
 * The pinned instants of an e2e run (Vienna time; docs/testing.md "Time in tests"): the whole suite runs at the first,
 * TEST_CLOCK (default Wednesday noon), and the specs tagged @clock again at each of E2E_CLOCKS_AGAIN (space
 * separated; `make e2e` names Monday 07:30 and Saturday 21:45). Each instant has its own demo database, made by
 * global-setup.ts on that instant's clock, which every worker of that instant copies (tests/support/server.ts).
 */
export const FIRST_CLOCK = process.env.TEST_CLOCK || '2026-11-25T12:15:00+01:00';
export const CLOCKS_AGAIN = (process.env.E2E_CLOCKS_AGAIN ?? '')
  .split(/\s+/)
  .filter((clock) => clock && clock !== FIRST_CLOCK);

export function templateDatabase(clock: string): string {
  return path.resolve(__dirname, '..', 'var', `e2e-template-${clock.replace(/[^0-9A-Za-z]+/g, '-')}.sqlite3`);
}
