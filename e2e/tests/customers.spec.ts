import { readFile } from 'node:fs/promises';
import { expect, test } from './support/clock';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations, orderTakeaway } from './support/storefront';

/**
 * Customers (crm): an order placed in the shop makes a customer; the administrator finds them by e-mail
 * in 'Kunden', opens the detail with the order, exports the data as JSON and erases it after confirming.
 */
function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

test('admin finds a customer by e-mail, exports the data and erases it with a confirmation', async ({ page }) => {
  const email = `kundin-${Date.now()}@example.com`;
  const order = await orderTakeaway(page, email);

  await logInAsAdmin(page);
  await page.goto('/backend#/customers');
  await expect(page.getByRole('heading', { name: 'Kunden' })).toBeVisible();
  await page.getByPlaceholder('Suchen').fill(email);
  await expect(page).toHaveURL(/filter=.*kundin/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anna Huber');
  await page.screenshot({ path: shot('customers-list.png'), fullPage: true });
  await expectNoAxeViolations(page, 'Kundenliste');

  await row.click();
  await expect(page.getByText(email)).toBeVisible();
  const orders = page.getByRole('table').last();
  await expect(orders.getByRole('row').filter({ hasText: 'Online-Shop' })).toHaveCount(1);
  await expect(orders).toContainText(String(order.ticketNumber));
  await page.screenshot({ path: shot('customers-detail.png'), fullPage: true });
  await expectNoAxeViolations(page, 'Kundendetail');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Daten als JSON exportieren' }).click();
  const file = await download;
  const exported = JSON.parse(await readFile(await file.path(), 'utf-8')) as {
    customer: { email: string; name: string };
    orders: { id: number; items: { name: string }[] }[];
  };
  expect(exported.customer).toMatchObject({ email, name: 'Anna Huber' });
  expect(exported.orders.map((exportedOrder) => exportedOrder.id)).toEqual([order.id]);
  expect(exported.orders[0].items.map((item) => item.name)).toEqual(['Semmel']);

  await page.getByRole('button', { name: 'Daten anonymisieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kundendaten endgültig anonymisieren?' });
  await expect(dialog).toContainText('aus 1 Bestellung entfernt');
  await page.screenshot({ path: shot('customers-erase.png') });
  await dialog.getByRole('button', { name: 'Endgültig anonymisieren' }).click();
  await expect(page.getByText('1 Bestellung wurde anonymisiert.')).toBeVisible();
  await expect(page).toHaveURL(/#\/customers/);
  await page.getByPlaceholder('Suchen').fill(email);
  await expect(page.getByText('Keine Kunden mit den aktuellen Filtern gefunden.')).toBeVisible();
});

test('external users and leads: the demo entries in their lists and forms', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/external-users');
  await expect(page.getByRole('heading', { name: 'Externe Benutzer' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'petra.lieferant@example.com' })).toContainText(
    'Bio-Hof Lieferant',
  );
  // the bulk actions come with a selection only: before, they are neither a tab stop nor a target over the header
  const bulkDelete = page.getByRole('button', { name: 'Löschen' });
  await expect(bulkDelete).toBeHidden();
  await expectNoAxeViolations(page, 'Externe Benutzer');
  const select = page.getByRole('row').filter({ hasText: 'petra.lieferant@example.com' }).getByRole('checkbox');
  await select.check();
  await expect(bulkDelete).toBeVisible();
  await select.uncheck();
  await expect(bulkDelete).toBeHidden();
  await page.screenshot({ path: shot('external-users-list.png'), fullPage: true });

  await page.goto('/backend#/analytics-leads');
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  const lead = page.getByRole('row').filter({ hasText: 'lena.neugierig@example.com' });
  await expect(lead).toContainText('Newsletter');
  await expectNoAxeViolations(page, 'Leads');
  await lead.click();
  await expect(page.locator('textarea[name="consentText"]')).toHaveValue(/Newsletter des Wirtshauses/);
  await page.screenshot({ path: shot('lead-edit.png'), fullPage: true });
  await expectNoAxeViolations(page, 'Lead bearbeiten');
});
