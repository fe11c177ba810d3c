import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';

import { WCAG_TAGS } from './support/storefront';

/**
 * The division page "/" in both variants (branch list with search, tags and toolbar; home page),
 * switched through the config API as an administrator, and the self-service screensaver; on a phone
 * (360 px) and on a desktop.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Screenshots for a person to look at: E2E_SCREENSHOT_DIR, else the test's output folder. */
function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

async function logIn(page: Page) {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Willkommen, Anna Admin')).toBeVisible();
}

/** Changes the config through the API as the logged-in administrator. */
async function setConfig(page: Page, values: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/config', { data: values, headers: { 'X-CSRFToken': csrf } });
  expect(response.status()).toBe(200);
}

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test(
  'the branch list: search by PLZ / Ort, tag filter, result line and toolbar',
  { tag: '@clock' },
  async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Kornfeld – Bäckerei & Wirtshaus' })).toBeVisible();
    const result = page.getByRole('status').filter({ hasText: /Filialen werden angezeigt|keine Ergebnisse/ });
    await expect(result).toHaveText('5 von 5 Filialen werden angezeigt.');
    await expect(page.getByRole('complementary', { name: 'Standorte' })).toHaveText(
      /^(\d+ Standorte? geöffnet|Alle Standorte geschlossen)$/,
    );
    await page.screenshot({ path: shot('division-list-desktop.png'), fullPage: true });
    const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const search = page.getByRole('searchbox', { name: 'Filiale suchen' });
    await expect(search).toHaveAttribute('placeholder', 'PLZ / Ort');
    await search.fill('1070, linz');
    await expect(result).toHaveText('2 von 5 Filialen werden angezeigt.');
    await search.fill('Salzburg');
    await expect(result).toHaveText('1 von 5 Filialen werden angezeigt.');
    await search.fill('Innsbruck');
    await expect(result).toHaveText('Leider wurden keine Ergebnisse gefunden.');
    await search.fill('');

    const tags = page.getByRole('group', { name: 'Nach Tag filtern' });
    await tags.getByRole('button', { name: 'Frühstück' }).click();
    await expect(result).toHaveText('2 von 5 Filialen werden angezeigt.');
    await expect(page.getByTestId('branch-card').getByRole('heading')).toHaveText([
      'Kornfeld Bäckerei Linz',
      'Kornfeld Bäckerei Salzburg',
    ]);
    await tags.getByRole('button', { name: 'Frühstück' }).click();
    await expect(result).toHaveText('5 von 5 Filialen werden angezeigt.');

    // the whole card leads to the store; there the toolbar names the branch
    await page.getByRole('link', { name: 'Kornfeld Online-Shop' }).click();
    await expect(page).toHaveURL(/\/store\/online-shop$/);
    const toolbar = page.getByRole('complementary', { name: 'Standorte' });
    await expect(toolbar).toContainText('Kornfeld Online-Shop');
    await expect(toolbar).toContainText(/Durchgehend geöffnet|Geöffnet bis/);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(result).toHaveText('5 von 5 Filialen werden angezeigt.');
    await page.screenshot({ path: shot('division-list-phone.png'), fullPage: true });
    await expectNoHorizontalScroll(page, 360);
    expect(consoleErrors).toEqual([]);
  },
);

test('the home page variant: hours and contact per branch', async ({ page }) => {
  await logIn(page);
  await setConfig(page, { enablePluginHomePage: true });
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/');
  const mariahilf = page.getByRole('region', { name: 'Kornfeld Wirtshaus Mariahilf' });
  await expect(mariahilf.getByRole('table', { name: 'Öffnungszeiten' })).toBeVisible();
  await expect(mariahilf.getByRole('region', { name: 'Kontakt' })).toContainText('Mariahilfer Straße 88');
  await expect(mariahilf.getByRole('link', { name: 'mariahilf@example.com' })).toHaveAttribute(
    'href',
    'mailto:mariahilf@example.com',
  );
  // several branches: no teasers, no branch search
  await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await page.screenshot({ path: shot('division-home-desktop.png'), fullPage: true });

  await expect(page.getByRole('region', { name: 'Kornfeld Wirtshaus Graz-Lend' })).toContainText(
    'Derzeit nicht verfügbar',
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: shot('division-home-phone.png'), fullPage: true });
  await expectNoHorizontalScroll(page, 360);

  // a business with one branch (the demo list narrowed to Mariahilf): the three teasers; the page is
  // served without its preloaded API bodies so that the list comes through the narrowed request
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script[^>]*id="preloaded-api"[^>]*>[\s\S]*?<\/script>/, '');
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/public/branches',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { identifier: string }[] };
      await route.fulfill({
        json: { ...body, data: body.data.filter((branch) => branch.identifier === 'wien-mariahilf') },
      });
    },
  );
  await page.reload();
  const teasers = page.getByRole('navigation', { name: 'Schnellzugriff' });
  await expect(teasers.getByRole('link', { name: 'Online Bestellen' })).toHaveAttribute(
    'href',
    '/store/wien-mariahilf',
  );
  await expect(teasers.getByRole('link', { name: 'Tischreservierung' })).toHaveAttribute('href', 'tel:+4315220088');
  await expect(teasers.getByRole('link', { name: /^Anfahrt/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=Mariahilfer%20Stra%C3%9Fe%2088%2C%201070%20Wien%2C%20AT',
  );
  await page.screenshot({ path: shot('division-home-one-branch-phone.png'), fullPage: true });
  await expectNoHorizontalScroll(page, 360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot('division-home-one-branch-desktop.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
  await setConfig(page, { enablePluginHomePage: false });
});

test('self-service: the screensaver shows until tapped', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/store/online-shop?self-service=1');
  const screensaver = page.getByRole('button', { name: 'Tippen um zu bestellen' });
  await expect(screensaver).toBeVisible();
  await expect(page).toHaveURL(/\/store\/online-shop$/);
  await page.screenshot({ path: shot('self-service-screensaver-phone.png') });
  await screensaver.click();
  await expect(screensaver).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Kornfeld Online-Shop' })).toBeVisible();

  // remembered for the tab: a reload shows the screensaver again
  await page.reload();
  await expect(screensaver).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('asp.selfService'))).toBe('/store/online-shop');
  expect(consoleErrors).toEqual([]);
});
