import { test as base, expect } from '@playwright/test';

import { storeConsent } from './consent';
import { currentServer, startServer } from './server';

/**
 * The pinned clock of an end-to-end run. playwright.config.ts sets TEST_CLOCK (the instant the run
 * starts at, an ISO string) and TEST_CLOCK_SINCE (the real Unix time in seconds when the pinned clock
 * showed it); the server (backend/config/test_clock.py) and every browser context run on that clock,
 * ticking on from there. Every spec imports `test` from here (or from a support module built on it).
 */

function pinned(): { start: number; since: number } | null {
  const clock = process.env.TEST_CLOCK;
  if (!clock) return null;
  const start = Date.parse(clock);
  const since = Number(process.env.TEST_CLOCK_SINCE) * 1000;
  if (Number.isNaN(start) || Number.isNaN(since)) throw new Error(`TEST_CLOCK/TEST_CLOCK_SINCE ungültig: ${clock}`);
  return { start, since };
}

const CLOCK = pinned();

/** The run's current instant: the pinned clock when set, the real one otherwise. */
export function testNow(): Date {
  return CLOCK ? new Date(CLOCK.start + (Date.now() - CLOCK.since)) : new Date();
}

const installed = Symbol('pinned clock');

/**
 * Each worker has its own server (support/server.ts), the address every page and request of its tests goes to.
 * Every browser context (the page fixture's and each browser.newPage()) gets the pinned clock and a stored
 * "required only" consent decision, so the consent dialog does not cover pages of journeys about other
 * things (support/consent.ts; the consent spec removes it with forgetConsent).
 */
export const test = base.extend<object, { browser: import('@playwright/test').Browser; server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const { url, stop } = await startServer(workerInfo.workerIndex);
      await use(url);
      await stop();
    },
    { scope: 'worker', timeout: 150_000 },
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
          if (CLOCK) await context.clock.install({ time: testNow() });
          await storeConsent(context);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
