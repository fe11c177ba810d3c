import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/clock';

import { WCAG_TAGS } from './support/storefront';

/**
 * The branch menu page as a customer uses it: add products to the cart, switch to delivery, see the
 * minimum order value, the delivery fee and the total, on a phone and on a desktop.
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

async function addToCart(page: Page, name: string, option?: string) {
  await page.getByRole('button', { name: `${name} auswählen` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (option) await dialog.getByRole('button', { name: option }).click();
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeVisible();
}

test('a customer fills the cart of the online shop and sees delivery fee, minimum order and total', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/store/online-shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Kornfeld Online-Shop' })).toBeVisible();
  await expect(page).toHaveTitle(/^Kornfeld Online-Shop - /);
  await expect(page.getByRole('button', { name: 'Keine Produkte im Warenkorb' })).toBeDisabled();

  await addToCart(page, 'Semmel');
  const summary = page.getByRole('region', { name: 'Zusammenfassung' });
  await summary.getByLabel('Art der Lieferung').selectOption({ label: 'Lieferung' });
  await expect(summary.getByLabel('Liefergebiet')).toHaveValue(/\d+/);
  await summary.getByLabel('Liefergebiet').selectOption({ label: '1060 Mariahilf' });
  await expect(
    summary.getByText('Sie haben den Mindestbestellwert in Höhe von 15,00 EUR leider noch nicht erreicht.'),
  ).toBeVisible();
  await expect(summary.getByText('Kostenlose Lieferung ab 35,00 EUR.')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();
  await expect(summary.locator('dt', { hasText: 'Gesamt' }).locator('+ dd')).toHaveText('3,45 EUR');

  await addToCart(page, 'Sachertorte', 'Ø 22 cm (+ 12,00 EUR)');
  await expect(summary.locator('dt', { hasText: 'Lieferkosten' }).locator('+ dd')).toHaveText('Kostenlos');
  await expect(summary.locator('dt', { hasText: 'Gesamt' }).locator('+ dd')).toHaveText('51,55 EUR');
  await expect(summary.getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
    'href',
    '/store/online-shop/checkout',
  );
  await expect(page.getByRole('button', { name: '2 Produkte im Warenkorb' })).toBeEnabled();

  await page.screenshot({ path: shot('menu-desktop.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // the cart survives a reload (session storage)
  await page.reload();
  await expect(page.getByRole('button', { name: '2 Produkte im Warenkorb' })).toBeEnabled();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('button', { name: '2 Produkte im Warenkorb' }).click();
  await expect(page.getByText('1 Stk. Semmel')).toBeVisible();
  await page.screenshot({ path: shot('menu-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sachertorte bearbeiten' }).click();
  await expect(page.getByRole('dialog', { name: 'Sachertorte' })).toBeVisible();
  await page.screenshot({ path: shot('menu-phone-dialog.png') });
  const dialogAxe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
  expect(dialogAxe.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  expect(consoleErrors).toEqual([]);
});
