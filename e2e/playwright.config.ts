import { defineConfig, devices } from '@playwright/test';

// No test depends on the wall clock: the server (backend/config/test_clock.py) and every browser context
// (tests/support/clock.ts) run on a pinned clock that ticks on from TEST_CLOCK. `make e2e` runs the whole
// suite once at Wednesday noon and the specs tagged @clock (those that read the hour or the weekday) again at
// two other instants; without TEST_CLOCK a run starts at Wednesday noon. The runner sets TEST_CLOCK_SINCE once,
// here, so its workers and the servers they start share one clock.
process.env.TEST_CLOCK ||= '2026-11-25T12:15:00+01:00';
process.env.TEST_CLOCK_SINCE ||= String(Date.now() / 1000);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
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
  projects: [
    // first: the shared clock and the opening states at the pinned instant (a sanity check of the run's clock)
    { name: 'clock', testMatch: 'clock.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'desktop',
      testIgnore: 'clock.spec.ts',
      dependencies: ['clock'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
