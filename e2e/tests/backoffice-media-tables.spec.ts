import { readFileSync } from 'node:fs';
import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';

/**
 * Back office screens of the image library, the uploaded files, the tables (QR codes, label sheets)
 * and the branch form (logo, images, tags; opening hours and delivery areas), on a phone and a desktop.
 */

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

for (const [name, viewport] of [
  ['360', { width: 360, height: 780 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`image library: upload, alt text, delete (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInAsAdmin(page);
    await page.goto('/backend#/images/create');
    await page.getByLabel('Datei auswählen').setInputFiles({
      name: 'semmel.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await expect(page.getByText('Ausgewählt: semmel.png')).toBeVisible();
    await page.getByLabel('Alternativtext').fill(`Semmel ${name}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag erstellt')).toBeVisible();

    await page.getByPlaceholder('Suchen').fill(`Semmel ${name}`);
    // the list takes the search into its address after a pause; wait for it before leaving the page
    await expect(page).toHaveURL(/filter=.*Semmel/);
    const card = page.getByRole('link', { name: new RegExp(`Semmel ${name}`) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute('src', /^\/image\/thumbnail\/\d+-\d+\.png$/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/images-list-${name}.png`, fullPage: true });

    await card.click();
    await page.getByLabel('Alternativtext').fill(`Frische Semmel ${name}`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`Frische Semmel ${name}`) }).click();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/images-edit-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
  });

  test(`uploads, tables and the branch form fit the screen (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // a customer's upload (public call, before logging in)
    const uploaded = await page.request.post('/api/uploads', {
      data: { data: `data:image/png;base64,${PNG_1X1}`, filename: `skizze-${name}.png`, purpose: 'image' },
    });
    expect(uploaded.status()).toBe(201);
    await logInAsAdmin(page);

    await page.goto('/backend#/uploads');
    const upload = page.getByRole('row', { name: new RegExp(`skizze-${name}\\.png`) });
    await expect(upload).toContainText('image/png');
    await expect(upload.getByRole('img', { name: `skizze-${name}.png` })).toHaveAttribute(
      'src',
      /\/preview\/\d+-\d+\.jpg$/,
    );
    await expect(upload.getByRole('link', { name: `„skizze-${name}.png“ in neuem Tab öffnen` })).toHaveAttribute(
      'href',
      /^\/upload\/\w+\/\d+-\d+\.png$/,
    );
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/uploads-${name}.png`, fullPage: true });
    await upload.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
    await expect(upload).toHaveCount(0);

    await page.goto('/backend#/tables');
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.getByRole('img', { name: /^QR-Code für Tisch / })).toHaveAttribute(
      'src',
      /^\/api\/tables\/\d+\/qr\.svg$/,
    );
    await expect(firstRow.getByRole('link', { name: /^QR-Code für Tisch .* herunterladen$/ })).toBeVisible();
    const qrSrc = await firstRow.getByRole('img', { name: /^QR-Code für Tisch / }).getAttribute('src');
    const qr = await page.request.get(qrSrc ?? '');
    expect([qr.status(), qr.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    await page.getByRole('button', { name: 'Etiketten drucken' }).click();
    const dialog = page.getByRole('dialog', { name: 'Etiketten drucken' });
    // the e2e server has no PUBLIC_BASE_URL: the codes open the address it was reached at, a local one
    await expect(dialog.getByRole('alert')).toHaveText(
      `Die QR-Codes führen zu ${new URL(page.url()).origin}. Diese Adresse erreichen nur dieser Rechner oder Ihr ` +
        'lokales Netz: Gäste können sie mit ihrem Telefon nicht öffnen. Setzen Sie PUBLIC_BASE_URL auf die ' +
        'öffentliche Adresse des Shops, bevor Sie Etiketten drucken.',
    );
    await dialog.getByRole('radio', { name: 'Detail (5 × 2)' }).check();
    await expect(dialog.getByRole('link', { name: 'PDF öffnen' })).toHaveAttribute(
      'href',
      /^\/api\/tables\/labels\.pdf\?branch=\d+&layout=detail$/,
    );
    const pdf = await page.request.get(
      (await dialog.getByRole('link', { name: 'PDF öffnen' }).getAttribute('href')) ?? '',
    );
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await page.screenshot({ path: `test-results/tables-labels-${name}.png` });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/tables-${name}.png`, fullPage: true });
    await firstRow.getByRole('cell', { name: '1', exact: true }).click();
    await expect(page).toHaveURL(/#\/tables\/\d+$/);
    await expect(page.getByRole('img', { name: 'QR-Code für Tisch 1', exact: true })).toBeVisible();
    const download = page.getByRole('link', { name: 'QR-Code herunterladen' });
    await expect(download).toHaveAttribute('download', '');
    const svg = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(svg.headers()['content-disposition']).toBe('inline; filename="Tisch-1.svg"');
    expect(await svg.text()).toContain('dominant-baseline="central">1</text></svg>');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/table-edit-${name}.png`, fullPage: true });

    await page.goto('/backend#/branches');
    await page.getByText('Kornfeld Online-Shop').first().click();
    await page.getByRole('tab', { name: 'Logo, Bilder & Schlagwörter' }).click();
    await expect(page.getByRole('group', { name: 'Logo' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Bilder' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Schlagwörter' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/branch-appearance-${name}.png`, fullPage: true });
    for (const tab of ['Öffnungszeiten', 'Lieferung']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/branch-${tab.toLowerCase()}-${name}.png`, fullPage: true });
    }
  });
}

// react-admin's CSV export loads its CSV library (jsonexport) on the click, not with the list (vite.config.ts)
test('the tables list exports its rows as CSV', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/tables');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tables.csv');
  const [header, ...rows] = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n');
  expect(header).toContain('identifier');
  expect(rows.length).toBeGreaterThan(0);
});
