import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { createCategory, fillConfigurableProduct, logInAsAdmin } from './support/backoffice';

/**
 * From the back office to the customer: a manager creates a category and a product with a
 * configurable part and an image, puts both into the online shop's menu, and a customer orders the
 * product with its surcharge option on the storefront.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a product the manager builds in the back office can be ordered on the storefront', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const staffErrors = collectErrors(page);
  await logInAsAdmin(page);

  // the category, and the product: price, a required select part (one option with a surcharge), an image
  await createCategory(page, 'Wildwochen');
  await fillConfigurableProduct(page, 'Maronisuppe', 'Mit Schlagobers.');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page).toHaveURL(/#\/products\/\d+$/);

  // into the online shop's menu: the new category with the new product
  await page.goto('/backend#/menus');
  await page
    .getByRole('row', { name: /Bäckerei-Sortiment/ })
    .getByRole('cell', { name: 'Bäckerei-Sortiment' })
    .click();
  await page.getByRole('combobox', { name: 'Kategorie hinzufügen' }).fill('Wildw');
  await page.getByRole('option', { name: 'Wildwochen' }).click();
  const autumn = page.getByRole('region', { name: 'Wildwochen' });
  await autumn.getByRole('combobox', { name: 'Produkt zu „Wildwochen“ hinzufügen' }).fill('Maroni');
  await page.getByRole('option', { name: 'Maronisuppe' }).click();
  await expect(autumn.getByRole('listitem')).toHaveText(['Maronisuppe']);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();
  expect(staffErrors).toEqual([]);

  // the customer, in a browser of their own
  const customer = await browser.newPage();
  const customerErrors = collectErrors(customer);
  await customer.goto('/store/online-shop');
  const group = customer.getByRole('region', { name: 'Wildwochen' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('img', { name: 'Maronisuppe' }).or(group.locator('img')).first()).toHaveAttribute(
    'src',
    /^\/image\//,
  );
  await group.getByRole('button', { name: 'Maronisuppe auswählen' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Maronisuppe' });
  // the required part is marked; until an option is chosen the dialog names it instead of offering to save
  await expect(dialog.getByRole('group', { name: 'Topping Pflichtfeld' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' })).toHaveCount(0);
  await expect(dialog.getByText('Bitte wählen Sie: Topping.')).toBeVisible();
  await dialog.getByRole('button', { name: /Kernöl/ }).click();
  await expect(dialog.getByText('7,70 EUR')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zum Warenkorb hinzufügen' }).click();
  await expect(customer.getByText('Produkt zum Warenkorb hinzugefügt.')).toBeVisible();

  await customer.getByRole('link', { name: 'Jetzt bestellen' }).click();
  await customer.getByRole('radio', { name: 'Takeaway' }).check();
  await customer.getByLabel('Vorname *', { exact: true }).fill('Karla');
  await customer.getByLabel('Nachname *', { exact: true }).fill('Maroni');
  await customer.getByLabel('E-Mail *', { exact: true }).fill('karl@example.com');
  await customer.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }).check();
  await customer.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await customer.getByRole('button', { name: 'Bestellung abschicken' }).click();

  await expect(customer).toHaveURL(/\/status\/[^/]+\/[^/]+$/);
  await expect(customer.getByRole('row', { name: /Maronisuppe/ })).toContainText('7,70 EUR');
  await expect(customer.getByText('Kernöl')).toBeVisible();
  expect(customerErrors).toEqual([]);
  await customer.context().close();

  // the kitchen sees the choice on the order
  const orders = await (await page.request.get('/api/orders/current')).json();
  const order = orders.data.find((entry: { items: { name: string }[] }) =>
    entry.items.some((item) => item.name === 'Maronisuppe'),
  );
  expect(order.items[0]).toMatchObject({ name: 'Maronisuppe', gross: '7.70' });
});
