import { readdirSync, readFileSync } from 'node:fs';

import { expect, test, testNow } from './support/clock';

/**
 * Runs before every other spec (the 'clock' project in playwright.config.ts): the server's workers,
 * the browser and the test process read the same pinned clock, and the storefront shows the demo
 * branches open or closed as their opening hours say at that instant.
 */

// what the division page's toolbar says at the instants `make e2e` runs at (demo opening hours)
const OPEN_AT: Record<string, string> = {
  // Monday 07:30: Linz (06:00–18:30), Salzburg (07:00–12:00) and the Online-Shop; Mariahilf is closed on Mondays
  '2026-11-23T07:30:00+01:00': '3 Standorte geöffnet',
  // Wednesday 12:15: Mariahilf (11:00–14:30), Linz and the Online-Shop; Salzburg pauses from 12:00 to 13:00
  '2026-11-25T12:15:00+01:00': '3 Standorte geöffnet',
  // Saturday 21:45: Mariahilf (until 22:00) and the Online-Shop; the bakeries are closed
  '2026-11-28T21:45:00+01:00': '2 Standorte geöffnet',
};

const MINUTE = 60_000;

test(
  'the server workers, the browser and the test share the pinned clock',
  { tag: '@clock' },
  async ({ page, request, testClock }) => {
    const start = Date.parse(testClock);
    const now = testNow().getTime();
    // the run started at the pinned instant and lasts less than half an hour
    expect(now - start).toBeGreaterThanOrEqual(0);
    expect(now - start).toBeLessThan(30 * MINUTE);

    // gunicorn stamps each answer with its worker's clock (HTTP dates have whole seconds)
    for (let index = 0; index < 8; index++) {
      const response = await request.get('/api/health');
      const served = Date.parse(response.headers()['date']);
      expect(Math.abs(served - testNow().getTime()), response.headers()['date']).toBeLessThan(MINUTE);
    }

    await page.goto('/');
    const shown = await page.evaluate(() => Date.now());
    expect(Math.abs(shown - testNow().getTime())).toBeLessThan(MINUTE);
  },
);

test(
  'the division page shows the branches open at the pinned instant',
  { tag: '@clock' },
  async ({ page, testClock }) => {
    const expected = OPEN_AT[testClock];
    test.skip(!expected, `keine Erwartung für TEST_CLOCK=${testClock}`);
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Standorte' })).toHaveText(expected);
  },
);

test('every spec runs on the pinned clock (imports test from the support modules)', () => {
  const specs = readdirSync(__dirname).filter((name) => name.endsWith('.spec.ts'));
  const unpinned = specs.filter((name) =>
    /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*['"]@playwright\/test['"]/.test(
      readFileSync(`${__dirname}/${name}`, 'utf8'),
    ),
  );
  expect(unpinned, "test aus './support/clock' (oder './support/storefront') importieren").toEqual([]);
});
