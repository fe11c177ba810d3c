import { type BrowserContext, test as base, expect } from '@playwright/test';

import { FIRST_CLOCK, templateDatabase } from '../../clocks';
import { storeConsent } from './consent';
import { currentServer, startServer } from './server';

/**
 * The pinned clock of an end-to-end worker. Each project of playwright.config.ts names its instant (the option
 * testClock, an ISO string), which the worker's fixture takes before anything else; the runner sets
 * TEST_CLOCK_SINCE (the real Unix time in seconds when the pinned clocks showed their instants) once for the run.
 * The worker's server (backend/config/test_clock.py) and every browser context run on that clock, ticking on from
 * there. Every spec imports `test` from here (or from a support module built on it).
 */

/** The instant of this worker's project (set by its `server` fixture before any test runs). */
let workerClock: string | null = null;

function pinned(): { start: number; since: number } | null {
  const clock = workerClock ?? process.env.TEST_CLOCK;
  if (!clock) return null;
  const start = Date.parse(clock);
  const since = Number(process.env.TEST_CLOCK_SINCE) * 1000;
  if (Number.isNaN(start) || Number.isNaN(since)) throw new Error(`TEST_CLOCK/TEST_CLOCK_SINCE ungültig: ${clock}`);
  return { start, since };
}

/** The worker's current instant: the pinned clock when set, the real one otherwise. */
export function testNow(): Date {
  const clock = pinned();
  return clock ? new Date(clock.start + (Date.now() - clock.since)) : new Date();
}

const installed = Symbol('pinned clock');

/** The browser contexts open in this worker (see closeLeftContexts). */
const opened = new Set<BrowserContext>();

/**
 * Each worker has its own server (support/server.ts), the address every page and request of its tests goes to.
 * Every browser context (the page fixture's and each browser.newPage()) gets the pinned clock and a stored
 * "required only" consent decision, so the consent dialog does not cover pages of journeys about other
 * things (support/consent.ts; the consent spec removes it with forgetConsent). A context a test opened itself
 * (browser.newPage(), browser.newContext()) and left open is closed when the test ends: a page left behind (a
 * status page polling on) would share the worker's browser with every later test.
 */
export const test = base.extend<
  { closeLeftContexts: void },
  { browser: import('@playwright/test').Browser; server: string; testClock: string }
>({
  testClock: [FIRST_CLOCK, { scope: 'worker', option: true }],
  server: [
    async ({ testClock }, use, workerInfo) => {
      // not written into process.env: Playwright may load the config again in this process for another project
      workerClock = testClock;
      const { url, stop } = await startServer(workerInfo.workerIndex, templateDatabase(testClock), testClock);
      await use(url);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server),
  browser: [
    async ({ browser, server }, use) => {
      const target = browser as typeof browser & { [installed]?: true };
      if (!target[installed]) {
        target[installed] = true;
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext({ baseURL: currentServer().url, ...options });
          opened.add(context);
          context.on('close', () => opened.delete(context));
          if (pinned()) await context.clock.install({ time: testNow() });
          await storeConsent(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  closeLeftContexts: [
    async ({ context }, use) => {
      await use();
      // the test's own context closes after this, with its trace and screenshots
      for (const left of [...opened]) if (left !== context) await left.close();
    },
    { auto: true },
  ],
});

export { expect };
