import { join } from 'node:path';

import { logInAsAdmin } from './support/backoffice';
import { expect, expectNoAxeViolations, test } from './support/storefront';

/**
 * QR codes: the admin creates a code for a branch in the back office, a phone opens /q/<path> and
 * lands on the branch's store, and the list counts that scan. List and form pass axe.
 */

const shot = (name: string) => join(__dirname, '..', '..', 'var', `qr-${name}.png`);

test('a QR code for a branch leads to its store and counts the scan', async ({ page, browser }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/qr-codes');
  // the demo's codes of Mariahilf
  await expect(page.getByRole('cell', { name: 'schnitzel', exact: true })).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'QR-Codes (Liste)');
  await page.screenshot({ path: shot('list'), fullPage: true });

  await page.getByRole('link', { name: 'Erstellen' }).click();
  await page.locator('input[name="path"]').fill('Linz-Plakat');
  await page.locator('input[name="name"]').fill('Plakat Linz');
  await page.getByRole('combobox', { name: 'Filiale', exact: true }).click();
  await page.getByRole('option', { name: 'Kornfeld Bäckerei Linz' }).click();
  // the branch input looks the chosen branch up again: its spinner is not the screen
  await expect(page.locator('.MuiCircularProgress-root, .MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'QR-Code anlegen');
  await page.screenshot({ path: shot('form'), fullPage: true });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('cell', { name: 'linz-plakat', exact: true })).toBeVisible();

  // a guest's phone scans the code
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
  });
  const guest = await phone.newPage();
  await guest.goto('/q/linz-plakat');
  await expect(guest).toHaveURL(/\/store\/linz-landstrasse$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Kornfeld Bäckerei Linz' })).toBeVisible();
  await phone.close();

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'linz-plakat', exact: true }) });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'QR-Code linz-plakat als PNG herunterladen' })).toHaveAttribute(
    'href',
    /^\/api\/qr-codes\/\d+\/qr\.png$/,
  );

  await row.getByRole('cell', { name: 'linz-plakat', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'QR-Code', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR-Code linz-plakat' })).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  // the pointer stays where the list row was clicked: off the form, so no field shows its hover shade
  await page.mouse.move(0, 0);
  await page.screenshot({ path: shot('edit'), fullPage: true });
  await expectNoAxeViolations(page, 'QR-Code bearbeiten');
});
