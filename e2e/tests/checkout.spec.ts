import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';

/**
 * A takeaway order on the online shop, as a customer places it: cart, checkout with the keyboard only
 * (cash, as soon as possible), then the status page. Screenshots at 360 px and on a desktop.
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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function type(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

test('a takeaway order on the online shop, paid in cash, reaches the status page', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/store/online-shop');
  await page.getByRole('button', { name: 'Semmel auswählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Semmel' });
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Jetzt bestellen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bestellvorgang - /);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Bestellung',
    'Kontaktdetails',
    'Gewünschter Termin',
    'Kommentar hinzufügen',
    'Warenkorb',
    'Zahlungsart',
  ]);
  await expect(page.getByText('So schnell wie möglich')).toBeVisible();

  // keyboard only from here: takeaway, contact, comment, cash, both consents, submit
  await page.getByRole('radio', { name: 'Takeaway' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  await type(page, 'Vorname *', 'Anna');
  await type(page, 'Nachname *', 'Huber');
  await type(page, 'E-Mail *', 'anna.huber@example.com');
  await type(page, 'Telefon', '0043 664 1234567');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Telefon', { exact: true })).toHaveValue('+436641234567');
  await type(page, 'Kommentar', 'Bitte um 8 Uhr');
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await page.screenshot({ path: shot('checkout-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: shot('checkout-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // the appointment dialog opens and closes with the keyboard
  await page.getByRole('button', { name: 'Termin wählen' }).focus();
  await page.keyboard.press('Enter');
  const appointment = page.getByRole('dialog', { name: 'Gewünschter Termin' });
  await expect(appointment.getByText('Verfügbare Zeiten:')).toBeVisible();
  await page.screenshot({ path: shot('checkout-phone-appointment.png') });
  await page.keyboard.press('Escape');
  await expect(appointment).toBeHidden();
  await expect(page.getByRole('button', { name: 'Termin wählen' })).toBeFocused();

  // without the consents the server names the fields
  await page.getByRole('button', { name: 'Bestellung abschicken' }).focus();
  await page.keyboard.press('Enter');
  const errors = page.getByRole('alert');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Bitte akzeptieren Sie die AGB.',
    'Bitte akzeptieren Sie die Datenschutzerklärung.',
  ]);
  await expect(page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.screenshot({ path: shot('checkout-phone-errors.png'), fullPage: false });

  for (const name of [/Allgemeinen Geschäftsbedingungen/, /Datenschutzerklärung/]) {
    await page.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Bestellung abschicken' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bestellstatus - /);
  await expect(page.getByText(/^Ticketnummer \d+$/)).toBeVisible();
  await expect(page.locator('li[aria-current="step"]')).toHaveText('Warten auf Bestätigung (aktuell)');
  await expect(page.getByRole('row', { name: /Semmel/ })).toBeVisible();
  await page.screenshot({ path: shot('status-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot('status-desktop.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // the cart is empty again
  await page.goto('/store/online-shop/checkout');
  await expect(page.getByText('Keine Produkte im Warenkorb')).toBeVisible();
  expect(consoleErrors.filter((error) => !error.includes('/api/orders'))).toEqual([]);
});
