import type { Locator, Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';
import { forgetConsent, requiredOnlyConsent } from './support/consent';
import { expect, expectGermanOnly, expectNoAxeViolations, test } from './support/storefront';

/**
 * The consent dialog as a fresh visitor meets it: the full view, the keyboard path through 'Einstellungen
 * ändern' and 'Auswahl speichern', the stored cookie and the server's record, no dialog after a reload,
 * and a new configuration version that asks again. axe on every view; screenshots on a phone and a desktop.
 */

function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus; every stop must stay inside the dialog. */
async function tabTo(page: Page, dialog: Locator, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, 'der Fokus bleibt im Dialog').toBe(true);
  }
  throw new Error(`nach ${limit} Tabs nicht erreicht: ${target}`);
}

interface StoredValue {
  id: string;
  version: string;
  consent: boolean;
  googleTag: boolean;
  facebookPixel: boolean;
  intents: Record<string, boolean>;
  services: Record<string, boolean>;
}

async function storedConsent(page: Page): Promise<StoredValue | null> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'bw_consent');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as StoredValue) : null;
}

test.beforeEach(async ({ page }) => {
  await forgetConsent(page.context());
});

test('a fresh visitor decides with the keyboard; the decision is stored, recorded and asked again after a change', async ({
  page,
  staff,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Datenschutzeinstellungen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Alle akzeptieren' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Nur notwendige' })).toBeVisible();
  await expectNoAxeViolations(page, 'dem Einwilligungsdialog (Übersicht)');
  await expectGermanOnly(page, 'dem Einwilligungsdialog (Übersicht)');
  await page.screenshot({ path: shot('consent-full-desktop.png') });

  // Escape never decides: it minimizes; 'Maximieren' brings the dialog back
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const bar = page.getByRole('region', { name: 'Datenschutzeinstellungen' });
  await expect(bar.getByRole('button', { name: 'Maximieren' })).toBeFocused();
  await expectNoAxeViolations(page, 'dem minimierten Einwilligungsdialog');
  await page.screenshot({ path: shot('consent-minimized-desktop.png') });
  expect(await storedConsent(page)).toBeNull();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  await tabTo(page, dialog, dialog.getByRole('button', { name: 'Einstellungen ändern' }));
  await page.keyboard.press('Enter');
  const statistics = dialog.getByRole('switch', { name: 'Bestellwerk Statistik' });
  await expect(statistics).toBeVisible();
  const required = dialog.getByRole('switch', { name: /^Bestellwerk\s*immer aktiv$/ });
  await expect(required).toBeChecked();
  await expect(required).toBeDisabled();
  await expect(dialog.getByRole('link', { name: /Datenschutzerklärung: Google Tag/ })).toHaveAttribute(
    'href',
    'https://policies.google.com/privacy',
  );
  await dialog.getByText('3 Cookies und Speichereinträge').first().click();
  await expectNoAxeViolations(page, 'dem Einwilligungsdialog (Einstellungen)');
  await expectGermanOnly(page, 'dem Einwilligungsdialog (Einstellungen)');
  await page.screenshot({ path: shot('consent-detail-desktop.png') });

  await tabTo(page, dialog, statistics);
  await page.keyboard.press('Space');
  await expect(statistics).toBeChecked();
  const recorded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/consents',
  );
  await tabTo(page, dialog, dialog.getByRole('button', { name: 'Auswahl speichern' }));
  await page.keyboard.press('Enter');
  expect((await recorded).status()).toBe(201);
  await expect(dialog).toBeHidden();

  const configuration = (await staff.get('/api/consent/configuration')) as { version: string; services: unknown[] };
  const stored = await storedConsent(page);
  expect(stored).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    version: configuration.version,
    consent: true,
    googleTag: false,
    facebookPixel: false,
    intents: { required: true, functional: false, analytics: true, marketing: false },
    services: { bestellwerk: true, statistik: true, 'google-tag': false, 'meta-pixel': false },
  });
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'bw_consent')!;
  expect(cookie.path).toBe('/');
  expect(cookie.sameSite).toBe('Lax');
  // the dialog asks for 3650 days (Max-Age, checked in consentState.test.ts); Chromium caps every cookie
  // at 400 days (RFC 6265bis), counted on the real clock of its cookie store, not the pinned page clock
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(400);

  const records = (await staff.get(`/api/consent/records?version=${configuration.version}`)) as {
    consentId: string;
    decision: string;
    services: Record<string, boolean>;
    clientHash: string;
  }[];
  const record = records.find((row) => row.consentId === stored!.id);
  expect(record).toMatchObject({ decision: 'custom', services: stored!.services });
  expect(record!.clientHash).toMatch(/^[0-9a-f]{32}$/);

  // a reload keeps the decision: no dialog
  await page.reload();
  await expect(page.getByRole('link', { name: 'Kornfeld Online-Shop' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // the footer reopens it with the stored choice
  await page.getByRole('button', { name: 'Datenschutzeinstellungen' }).click();
  await expect(dialog).toBeVisible();
  await expect(statistics).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the admin changes the configuration: a new version, and the dialog asks again
  const changed: Record<string, unknown> = {
    ...(configuration as Record<string, unknown>),
    googleTagId: 'G-E2ETEST123',
  };
  delete changed.version;
  delete changed.createdAt;
  const updated = (await staff.put('/api/consent/configuration', changed)) as { version: string };
  expect(updated.version).not.toBe(configuration.version);
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedConsent(page))?.version).toBe(updated.version);
  expect((await storedConsent(page))?.id).toBe(stored!.id);

  // back to the demo configuration for the specs after this one
  await staff.put('/api/consent/configuration', { ...changed, googleTagId: '' });
});

test("a first visit's HTML paints the dialog; the app's dialog takes its place, focused and working", async ({
  page,
  browser,
}) => {
  // the first paint: the full view comes with the HTML (a phone's largest paint), its buttons not yet working
  const html = await (await page.request.get('/store/online-shop')).text();
  expect(html).toContain('<div id="server-consent"');
  expect(html).toContain('aria-disabled="true"');

  // what the painted view says, seen before any of the app's code runs
  const bare = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await forgetConsent(bare);
  const painted = await bare.newPage();
  await painted.route('**/static/storefront/assets/*.js', (route) => route.abort());
  await painted.goto('/store/online-shop');
  const paintedText = await painted.getByRole('dialog', { name: 'Datenschutzeinstellungen' }).innerText();
  await bare.close();

  // the app's dialog replaces it: one dialog, focused, with working buttons, saying the same
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/store/online-shop');
  const dialog = page.getByRole('dialog', { name: 'Datenschutzeinstellungen' });
  await expect(dialog).toBeFocused();
  expect(await dialog.innerText()).toBe(paintedText);
  await expect(page.locator('#server-consent')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedConsent(page))?.services).toEqual((await requiredOnlyConsent()).services);
});

test('the dialog on a 390 px phone: every view fits, passes axe and decides with one tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Datenschutzeinstellungen' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'dem Einwilligungsdialog auf dem Telefon');
  await page.screenshot({ path: shot('consent-full-phone.png') });

  await dialog.getByRole('button', { name: 'Einstellungen ändern' }).click();
  await expect(dialog.getByRole('switch', { name: 'Meta Pixel' })).not.toBeChecked();
  await dialog.getByText('2 Cookies und Speichereinträge').click();
  await expectNoAxeViolations(page, 'den Einstellungen auf dem Telefon');
  await page.screenshot({ path: shot('consent-detail-phone.png') });

  await dialog.getByRole('button', { name: 'Minimieren' }).click();
  await expect(page.getByRole('region', { name: 'Datenschutzeinstellungen' })).toBeVisible();
  await expectNoAxeViolations(page, 'dem minimierten Dialog auf dem Telefon');
  await page.screenshot({ path: shot('consent-minimized-phone.png') });
  await page.getByRole('button', { name: 'Maximieren' }).click();

  await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedConsent(page))?.services).toEqual((await requiredOnlyConsent()).services);
});

test("the back office's 'Datenschutz-Einstellungen': the share of choices, a changed service, a new version", async ({
  page,
  staff,
}) => {
  // one recorded decision for the current version, made in the storefront
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'Datenschutzeinstellungen' })
    .getByRole('button', { name: 'Alle akzeptieren' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const before = (await staff.get('/api/consent/summary')) as { total: number; decisions: { count: number }[] };

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/backend#/consent');
  await expect(page.getByRole('heading', { name: 'Entscheidungen zur aktuellen Version' })).toBeVisible();
  const choices = page.getByRole('table', { name: 'Entscheidung' });
  await expect(choices.getByRole('row', { name: /Alle akzeptiert/ })).toContainText(String(before.decisions[0]!.count));
  await expect(page.getByText(`${before.total} Entscheidung`)).toBeVisible();
  await expect(page.getByLabel('Google-Tag-ID')).toHaveValue('');
  await expectNoAxeViolations(page, 'den Datenschutz-Einstellungen');
  await page.screenshot({ path: shot('consent-backoffice.png'), fullPage: true });

  const versionsBefore = (await staff.get('/api/consent/versions')) as unknown[];
  await page.getByLabel('Meta-Pixel-ID').fill('123456789012345');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datenschutz-Einstellungen gespeichert.')).toBeVisible();
  const versions = (await staff.get('/api/consent/versions')) as { isCurrent: boolean; recordsCount: number }[];
  expect(versions).toHaveLength(versionsBefore.length + 1);
  expect(versions[0]).toMatchObject({ isCurrent: true, recordsCount: 0 });
  await expect(page.getByRole('heading', { name: 'Versionen' })).toBeVisible();
  await expect(page.getByText('Zu dieser Version wurde noch keine Entscheidung gespeichert.')).toBeVisible();

  // back to the demo configuration
  await page.getByLabel('Meta-Pixel-ID').fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Datenschutz-Einstellungen gespeichert.').first()).toBeVisible();
});
