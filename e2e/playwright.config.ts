import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://127.0.0.1:${port}`;

// No test depends on the wall clock: the server (backend/config/test_clock.py) and every browser context
// (tests/support/clock.ts) run on a pinned clock that ticks on from TEST_CLOCK. `make e2e` runs the whole
// suite at three such instants; without TEST_CLOCK a run starts at Wednesday noon. The runner sets
// TEST_CLOCK_SINCE once, here, so its workers and the server it starts share one clock.
process.env.TEST_CLOCK ||= '2026-11-25T12:15:00+01:00';
process.env.TEST_CLOCK_SINCE ||= String(Date.now() / 1000);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
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
    // first: the shared clock and the opening states at the pinned instant, before any test changes hours
    { name: 'clock', testMatch: 'clock.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'desktop',
      testIgnore: 'clock.spec.ts',
      dependencies: ['clock'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `make -C .. --no-print-directory e2e-server E2E_PORT=${port}`,
    url: `${baseURL}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
