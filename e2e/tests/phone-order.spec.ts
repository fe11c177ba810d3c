import { expect, test } from './support/clock';

/**
 * The phone order: an employee takes a caller's order in the back office ('Neue Bestellung',
 * Online-Shop, takeaway, one product of the active menu), lands on the new order's detail and finds
 * it on the board among the new orders.
 */

interface MenuProduct {
  id: number;
  name: string;
  isEnabled?: boolean;
  config?: { parts?: unknown[] };
}

test('an employee enters a phone order and sees it on the board', async ({ page, request }) => {
  // 'Semmel' of the Online-Shop's active menu: no parts to choose, and sold all day (the run's clock may be
  // before or after breakfast)
  const menu = (await (await request.get('/api/public/branches/online-shop/menu')).json()).data;
  const products: MenuProduct[] = menu.catalog.flatMap((entry: { products: MenuProduct[] }) => entry.products);
  const product = products.find((candidate) => candidate.name === 'Semmel' && !(candidate.config?.parts ?? []).length);
  expect(product, 'Semmel on the Online-Shop menu').toBeTruthy();

  // the employee logs in (the board is the first screen) and opens 'Neue Bestellung' from the menu
  await page.goto('/backend');
  await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/#\/current-orders$/);
  await page.getByRole('menuitem', { name: 'Neue Bestellung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neue Bestellung' })).toBeVisible();

  // the caller's order, entered with the keyboard where a caller's data is typed
  await page.getByRole('combobox', { name: /^Filiale/ }).click();
  await page.getByRole('option', { name: 'Kornfeld Online-Shop' }).click();
  await expect(page.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  const search = page.getByRole('combobox', { name: 'Artikel suchen und hinzufügen' });
  await expect(search).toBeEnabled();
  await search.fill(product!.name);
  await page.getByRole('option', { name: product!.name, exact: true }).click();
  await expect(page.getByRole('region', { name: product!.name })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Telefonmann');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+43 664 7654321');
  // a caller gives no e-mail and ticks no boxes: neither is asked for (the Online-Shop asks for the e-mail online)
  await expect(page.getByRole('checkbox', { name: /AGB|Datenschutz/ })).toHaveCount(0);
  // the running total, as the caller hears it
  await expect(page.getByRole('region', { name: 'Summe der Bestellung' })).toContainText('Gesamt');
  await page.getByRole('button', { name: 'Bestellung anlegen' }).click();

  // the new order's detail
  await expect(page.getByText('Die Bestellung wurde angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Ticket \d+$/ });
  await expect(heading).toBeVisible();
  const ticket = (await heading.textContent())!;
  await expect(page.getByText('Erika Telefonmann')).toBeVisible();

  // and on the board among the new orders
  await page.getByRole('menuitem', { name: 'Aktuelle Bestellungen' }).click();
  const card = page.getByRole('region', { name: /^Neu \(/ }).getByRole('article', { name: ticket });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Erika Telefonmann');
  await expect(card).toContainText('Takeaway');
  await expect(card).toContainText('Barzahlung · Nicht bezahlt');
});
