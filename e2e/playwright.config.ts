import { type Project, defineConfig, devices } from '@playwright/test';

import { CLOCKS_AGAIN, FIRST_CLOCK } from './clocks';

// No test depends on the wall clock: each worker's server (backend/config/test_clock.py) and browser contexts
// (tests/support/clock.ts) run on a pinned clock that ticks on from its project's instant (clocks.ts). The whole
// suite runs at TEST_CLOCK (default Wednesday noon), the specs tagged @clock (those that read the hour or the
// weekday) again at each instant of E2E_CLOCKS_AGAIN, all in this one run. The runner sets TEST_CLOCK_SINCE once,
// here, so its workers and the servers they start share one clock.
process.env.TEST_CLOCK ||= FIRST_CLOCK;
process.env.TEST_CLOCK_SINCE ||= String(Date.now() / 1000);

/** The projects of one pinned instant: first the shared clock and the opening states, then the journeys. */
function projectsAt(clock: string, again: boolean): Project<object, { testClock: string }>[] {
  const use = { ...devices['Desktop Chrome'], channel: undefined, testClock: clock };
  const at = again ? ` ${clock}` : '';
  const grep = again ? /@clock/ : undefined;
  return [
    // first: the shared clock and the opening states at the pinned instant (a sanity check of the run's clock)
    { name: `clock${at}`, testMatch: 'clock.spec.ts', grep, use },
    { name: `desktop${at}`, testIgnore: 'clock.spec.ts', dependencies: [`clock${at}`], grep, use },
  ];
}

export default defineConfig<object, { testClock: string }>({
  testDir: './tests',
  // a long journey takes 30 s on this two-core machine and twice that on a busy CI machine
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Each worker has its own server and database (tests/support/server.ts, a copy of global-setup.ts's demo
  // database); the files of a spec run in order in one worker.
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // the same locally and in CI: a failed test runs once more, and one that passes only then is reported as
  // flaky at the end of the run (and counted by .ci/run from the JSON report): a flake is a bug to fix
  retries: 1,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? './test-results/report.json' }]],
  outputDir: './test-results',
  use: {
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [...projectsAt(FIRST_CLOCK, false), ...CLOCKS_AGAIN.flatMap((clock) => projectsAt(clock, true))],
});
