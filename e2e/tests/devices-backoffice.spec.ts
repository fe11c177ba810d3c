import { logInAsAdmin } from './support/backoffice';
import { expect, expectGermanOnly, expectNoAxeViolations, test } from './support/storefront';

/**
 * 'Geräte' in the back office (docs/devices.md): the manager pairs a counter tablet with the code its /device/ page
 * shows (typed in lower case, taken in upper case), sends 'Testbenachrichtigung senden' and sees the waiting state,
 * the notification on the tablet and the confirmation; the list then shows the tablet online and silent ('Ton aus').
 * The demo's receipt printer has no agent: its 'Testdruck' ends after DEVICE_CONFIRM_SECONDS with 'Test nicht
 * erfolgreich.'. List, pairing dialog and device page pass axe.
 */

test('a manager pairs a tablet and its test notification arrives', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const name = `Theke ${suffix}`;

  // the tablet: /device/ shows its code in large type
  const tabletContext = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  const tablet = await tabletContext.newPage();
  await tablet.goto('/device/');
  const code = tablet.getByRole('status', { name: 'Kopplungscode' });
  await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
  const shown = (await code.textContent())!;

  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Geräte' }).click();
  // the demo's devices of Mariahilf
  await expect(page.getByRole('cell', { name: 'Bondrucker Mariahilf', exact: true })).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Geräte (Liste)');
  await expectGermanOnly(page, 'Geräte (Liste)');

  await page.getByRole('button', { name: 'Gerät koppeln' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerät koppeln' });
  await dialog.getByRole('textbox', { name: 'Code' }).pressSequentially(shown.toLowerCase());
  await expect(dialog.getByRole('textbox', { name: 'Code' })).toHaveValue(shown);
  await dialog.getByRole('combobox', { name: 'Filiale' }).click();
  await page.getByRole('option', { name: 'Kornfeld Online-Shop' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Tablet (Theke)' }).click();
  await dialog.getByRole('textbox', { name: 'Kennung' }).fill(`theke-${suffix}`);
  await expect(page.locator('.MuiCircularProgress-root, .MuiLinearProgress-root')).toHaveCount(0);
  // the kinds' menu closed (axe would read its options fading out as text without contrast)
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Gerät koppeln');
  await dialog.getByRole('button', { name: 'Koppeln' }).click();
  await expect(page.getByText(`Gerät „${name}“ wurde gekoppelt.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // the tablet got its secret and shows its branch's front-desk board
  await expect(tablet.getByRole('heading', { name: 'Bestellungen – Empfang' })).toBeVisible({ timeout: 15_000 });

  // the device's page: the test notification waits for the tablet's confirmation
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Gerät bearbeiten');
  await page.getByRole('button', { name: 'Testbenachrichtigung senden' }).click();
  await expect(page.getByText('Warte auf die Bestätigung des Geräts (bis zu 10 Sekunden) …')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log anfordern' })).toBeDisabled();
  await expect(tablet.getByRole('alertdialog', { name: 'Testbenachrichtigung' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Das Gerät hat die Testbenachrichtigung bestätigt.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Warte auf die Bestätigung/)).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Schließen' }).click();

  // the list: the tablet is online, and silent until someone taps 'Ton einschalten' on it
  await page.goto('/backend#/devices');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row.getByRole('cell', { name: 'Tablet (Theke)' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Kornfeld Online-Shop' })).toBeVisible();
  await expect(row).toContainText(/online\s*zuletzt gesehen \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Ton aus')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await tabletContext.close();
});

test("a printer without an agent: 'Testdruck' ends with 'Test nicht erfolgreich.'", async ({ page, consoleErrors }) => {
  // the browser logs the refused check's 409
  consoleErrors.allow(/status of 409/);
  await logInAsAdmin(page);
  await page.goto('/backend#/devices');
  await page.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Drucker' }).click();
  await expect(page.getByRole('cell', { name: 'Tablet (Theke)' })).toHaveCount(0);
  await page.getByRole('cell', { name: 'Bondrucker Mariahilf', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Adresse des Druckers' })).toHaveValue('127.0.0.1');

  await page.getByRole('button', { name: 'Testdruck' }).click();
  await expect(page.getByText('Warte auf die Bestätigung des Geräts (bis zu 10 Sekunden) …')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Testbenachrichtigung senden' })).toBeDisabled();
  // the server waits DEVICE_CONFIRM_SECONDS (10) for an agent that never comes
  await expect(page.getByText('Test nicht erfolgreich.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Testdruck' })).toBeEnabled();
  await expectNoAxeViolations(page, 'Drucker nach dem Testdruck');
});
