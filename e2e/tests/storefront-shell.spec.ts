import type { Page } from '@playwright/test';

import { expect, expectGermanOnly, expectNoAxeViolations, test } from './support/storefront';

/**
 * The storefront shell's staff pieces and the PWA plugin: the staff toolbar appears only for a staff
 * session (its code is not even loaded for anonymous visitors), an administrator configures and plays
 * the presentation (the page scrolls, Escape stops it), and with the PWA plugin on the manifest and
 * the service worker answer and the worker registers; switched off again, it is unregistered. The
 * config's logo, uploaded on the config screen, heads the storefront (alt: the shop name) and is the app icon.
 * Runs on the pinned clock (support/clock.ts); axe on every screen.
 */

function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

/** Logs in; `landing` is what the person sees first: an administrator's greeting, or for a counter employee the
 * order board's address (they start there; the start page's greeting shows only until the role is known). */
async function logIn(page: Page, email: string, landing: string | RegExp) {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  if (landing instanceof RegExp) await expect(page).toHaveURL(landing);
  else await expect(page.getByText(landing)).toBeVisible();
}

async function setPwaPlugin(page: Page, on: boolean) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/config', {
    data: { enablePluginPWA: on },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status()).toBe(200);
}

async function sendConfig(page: Page, data: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/config', { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A wide logo (320 × 80 PNG) drawn in the browser: the shop's name in white on dark green. */
async function drawLogo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2e6846';
    context.fillRect(0, 0, 320, 80);
    context.fillStyle = '#ffffff';
    context.font = 'bold 44px sans-serif';
    context.textBaseline = 'middle';
    context.fillText('Kornfeld', 16, 42);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

const toolbar = (page: Page) => page.getByRole('navigation', { name: 'Mitarbeiter-Toolbar' });

test('an anonymous visitor gets no staff toolbar and none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('meta[name="bw-staff"]').count()).toBe(0);
  await expect(toolbar(page)).toHaveCount(0);
  expect(scripts.filter((url) => /StaffArea|StaffToolbar|ToolsOverlay/.test(url))).toEqual([]);
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('an employee sees the staff toolbar after logging in, without the tools overlay', async ({ page }) => {
  await logIn(page, 'mitarbeiter@example.com', /#\/current-orders/);
  await page.goto('/');
  await expect(toolbar(page).getByRole('button', { name: 'Max Mitarbeiter' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Werkzeuge' })).toHaveCount(0);
});

test('an administrator sees the toolbar, configures the presentation and plays it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await logIn(page, 'admin@example.com', 'Willkommen, Anna Admin');
  await page.goto('/');

  const bar = toolbar(page);
  await expect(bar.getByRole('link', { name: 'Seiten (öffnet in neuem Tab)' })).toHaveAttribute(
    'href',
    '/backend#/sites',
  );
  await expect(bar.getByRole('link', { name: 'Statistiken (öffnet in neuem Tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(bar.getByRole('link', { name: 'Navigationen (öffnet in neuem Tab)' })).toHaveAttribute(
    'href',
    '/backend#/navigations',
  );
  await expect(bar.getByText('Version 1.7.2-dev')).toBeVisible();
  await bar.getByRole('button', { name: 'Anna Admin' }).click();
  await expect(bar.getByRole('link', { name: 'Ins Backend wechseln' })).toHaveAttribute('href', '/backend');
  await expect(bar.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expectNoAxeViolations(page, 'der Startseite mit der Mitarbeiter-Toolbar');
  await expectGermanOnly(page, 'der Startseite mit der Mitarbeiter-Toolbar');
  await page.screenshot({ path: shot('staff-toolbar-phone.png') });
  await page.keyboard.press('Escape');

  await page.getByRole('complementary', { name: 'Werkzeuge' }).getByRole('button', { name: 'Präsentation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Präsentation konfigurieren' });
  await expect(dialog.getByLabel('Pause in Millisekunden')).toHaveValue('2500');
  await expect(dialog.getByLabel('Dauer in Millisekunden')).toHaveValue('30000');
  await expect(dialog.getByLabel('Easing')).toHaveValue('swing');
  await expectNoAxeViolations(page, "dem Dialog 'Präsentation konfigurieren'");
  await page.screenshot({ path: shot('presentation-dialog-phone.png') });

  await dialog.getByLabel('Pause in Millisekunden').fill('200');
  await dialog.getByLabel('Dauer in Millisekunden').fill('3000');
  await dialog.getByLabel('Easing').selectOption('linear');
  await dialog.getByRole('button', { name: 'Abspielen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Präsentation läuft' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect(await page.evaluate(() => window.localStorage.getItem('presentation'))).toBe(
    '{"pause":200,"duration":3000,"easing":"linear"}',
  );

  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'Präsentation läuft' })).toHaveCount(0);
  // stopped: the page stays where it is put (at the top, where lazy images loading below cannot shift it)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Präsentation' })).toBeVisible();
});

test('with the PWA plugin on, manifest and service worker answer and the worker registers; off, it goes', async ({
  page,
}) => {
  await logIn(page, 'admin@example.com', 'Willkommen, Anna Admin');
  await setPwaPlugin(page, true);
  try {
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    const body = (await manifest.json()) as Record<string, unknown>;
    expect([body.start_url, body.scope, body.display, body.lang]).toEqual(['/', '/', 'standalone', 'de']);

    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['service-worker-allowed']).toBe('/');
    expect(worker.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  } finally {
    await setPwaPlugin(page, false);
  }
  expect((await page.request.get('/sw.js')).status()).toBe(404);
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('in the Christmas window a switched-on Christmas mode snows, animates the title and uses the first theme', async ({
  page,
  browser,
}) => {
  // the pinned clock (25 November) lies in the yearly window 5 November to 7 January
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'green');
    window.localStorage.setItem('christmas', '1');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('snow')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'apollo');
  await expect.poll(() => page.title(), { timeout: 5000 }).toMatch(/^[❄★✶] Kornfeld/);
  await expectNoAxeViolations(page, 'der Startseite im Weihnachtsmodus');
  await page.screenshot({ path: shot('christmas-desktop.png') });

  // prefers-reduced-motion: no snow, no title animation
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const calm = await context.newPage();
  await calm.addInitScript(() => window.localStorage.setItem('christmas', '1'));
  await calm.goto(new URL('/', page.url()).href);
  await expect(calm.getByRole('heading', { level: 1 })).toBeVisible();
  await calm.waitForTimeout(1500);
  await expect(calm.getByTestId('snow')).toHaveCount(0);
  expect(await calm.title()).toMatch(/^Kornfeld/);
  await context.close();
});

test('an administrator uploads the logo on the config screen; it heads the storefront and is the app icon', async ({
  page,
  browser,
}) => {
  await logIn(page, 'admin@example.com', 'Willkommen, Anna Admin');
  await page.goto('/backend#/config');
  const logoField = page.getByRole('group', { name: 'Logo' });
  await expect(
    logoField.getByText('Wird im Shop oben in der Kopfzeile gezeigt und als App-Symbol verwendet'),
  ).toBeVisible();
  await expect(logoField.getByText('Kein Bild ausgewählt.')).toBeVisible();
  let logoId: number | undefined;
  try {
    await page
      .getByLabel('Bild hochladen: Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawLogo(page) });
    await expect(logoField.locator('img')).toHaveAttribute('src', /^\/image\/thumbnail\/\d+-1\.png$/);
    logoId = Number(/(\d+)-1\.png$/.exec((await logoField.locator('img').getAttribute('src')) ?? '')?.[1]);
    await expectNoAxeViolations(page, 'der Konfiguration mit Logo');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Konfiguration wurde gespeichert.')).toBeVisible();
    const config = (await (await page.request.get('/api/config')).json()) as { data: { logo: unknown } };
    expect(config.data.logo).toEqual({ id: logoId, version: 1, extension: 'png' });

    // the storefront header: the logo inside the home link, the shop name as its alt
    await page.goto('/');
    const home = page.getByRole('banner').getByRole('link', { name: 'Kornfeld', exact: true });
    const logo = home.getByRole('img', { name: 'Kornfeld', exact: true });
    await expect(logo).toHaveAttribute('src', `/image/tiny/${logoId}-1.png`);
    await expect(logo).toHaveAttribute('width', '176');
    await expect(logo).toHaveAttribute('height', '44');
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await expect(home).toHaveAttribute('href', '/');
    await expectNoAxeViolations(page, 'der Startseite mit Logo');

    // a visitor's first load: the server paints the same box, nothing in the header shifts
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { headerShifts: number[] }).headerShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          const inHeader = entry.sources.some(
            (source) => source.node instanceof Element && source.node.closest('header, .shell-bar'),
          );
          if (inHeader) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await anonymous.goto(new URL('/', page.url()).href);
    await expect(anonymous.getByRole('banner').getByRole('img', { name: 'Kornfeld', exact: true })).toBeVisible();
    await anonymous.waitForTimeout(1000);
    expect(await anonymous.evaluate(() => (window as unknown as { headerShifts: number[] }).headerShifts)).toEqual([]);
    await visitor.close();
    await page.screenshot({ path: shot('logo-header-desktop.png') });

    // the app icons come from the logo's variants
    await setPwaPlugin(page, true);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: unknown[] };
    expect(manifest.icons).toEqual([
      { src: `/image/tiny/${logoId}-1.png`, sizes: '256x64', type: 'image/png', purpose: 'any' },
      { src: `/image/small/${logoId}-1.png`, sizes: '320x80', type: 'image/png', purpose: 'any' },
    ]);

    // the library keeps the image while it is the logo
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const refused = await page.request.delete(`/api/images/${logoId}`, { headers: { 'X-CSRFToken': csrf } });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'Das Bild wird noch verwendet (Konfiguration „Kornfeld“) und kann daher nicht gelöscht werden.',
    );
  } finally {
    await sendConfig(page, { logo: null, enablePluginPWA: false });
    if (logoId !== undefined) {
      const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
      expect((await page.request.delete(`/api/images/${logoId}`, { headers: { 'X-CSRFToken': csrf } })).status()).toBe(
        204,
      );
    }
  }
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kornfeld', exact: true })).toHaveText('Kornfeld');
});
