import { expect, test } from './support/clock';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The counter's order board: an employee logs in and lands on the board, a customer orders
 * (POST /api/orders, Online-Shop, takeaway, cash) while it is open, the order appears without a
 * reload, the employee confirms it with one click and the public status reports it confirmed.
 */

interface MenuProduct {
  id: number;
  name: string;
  defaultQuantity?: number;
}

async function placeOrder(request: APIRequestContext, lastName: string) {
  const branch = (await (await request.get('/api/public/branches/online-shop')).json()).data;
  const menu = (await (await request.get('/api/public/branches/online-shop/menu')).json()).data;
  const products: MenuProduct[] = menu.catalog.flatMap((entry: { products: MenuProduct[] }) => entry.products);
  // Semmel: in a category without a schedule, so it can be ordered at any time of day
  const product = products.find((candidate) => candidate.name === 'Semmel');
  expect(product, 'Semmel on the Online-Shop menu').toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      branch: branch.id,
      items: [{ product: product!.id, amount: String(product!.defaultQuantity ?? 1), parts: [] }],
      isDelivery: false,
      isDineIn: false,
      appointmentDate: null,
      firstName: 'Erika',
      lastName,
      phone: '+43 664 1234567',
      email: 'erika@example.com',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; uid: string; hash: string; ticketNumber: number };
}

async function logIn(page: Page) {
  await page.goto('/backend');
  await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const ENGLISH = /\b(Dashboard|Loading|Search|Filter|Export|Delete|Save|Cancel|Confirm|Reject|Orders?|Invalid)\b/;

test('a new order appears on the board without a reload and is confirmed with one click', async ({
  page,
  request,
}, testInfo) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });

  const boardPolls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/orders/current') boardPolls.push(response.status());
  });

  // the counter employee's first screen after login is the board
  await logIn(page);
  await expect(page).toHaveURL(/#\/current-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Bestellungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ton aus' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Filiale').click();
  await page.getByRole('option', { name: 'Kornfeld Online-Shop' }).click();
  const newColumn = page.getByRole('region', { name: /^Neu \(/ });
  await expect(newColumn).toBeVisible();

  // a customer orders while the board is open
  const order = await placeOrder(request, 'Brettmann');
  const card = page.getByRole('article', { name: `Ticket ${order.ticketNumber}` });
  await expect(newColumn.getByRole('article', { name: `Ticket ${order.ticketNumber}` })).toBeVisible({
    timeout: 8_000,
  });
  await expect(card).toContainText('Erika Brettmann');
  await expect(card).toContainText('Takeaway');
  await expect(card).toContainText('Barzahlung · Nicht bezahlt');
  await expect(card.getByRole('button', { name: /^In Zustellung|^Abholbereit/ })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('board-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('board-desktop.png'), fullPage: true });
  expect(await page.locator('#main-content').innerText()).not.toMatch(ENGLISH);

  // one click confirms; the card moves on
  await expect.poll(() => boardPolls.includes(304), { timeout: 10_000 }).toBe(true); // unchanged lists cost nothing
  await card.getByRole('button', { name: `Bestätigen: Ticket ${order.ticketNumber}` }).click();
  await expect(page.getByText('Bestellstatus wurde geändert.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^In Bearbeitung/ })
      .getByRole('article', { name: `Ticket ${order.ticketNumber}` }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: `Abholbereit: Ticket ${order.ticketNumber}` })).toBeVisible();

  // the public status reports it
  const status = (await (await request.get(`/api/orders/public/${order.uid}/${order.hash}`)).json()).data;
  expect(status.status).toBe('confirmed');
  expect(status.isConfirmed).toBe(true);
  const customer = await page.context().browser()!.newPage();
  await customer.goto(`/status/${order.uid}/${order.hash}`);
  await expect(customer.getByText(/Wird bearbeitet/).first()).toBeVisible();
  await customer.close();

  // the detail page shows items, customer and payment, with the local settings
  await page.getByRole('link', { name: `Ticket ${order.ticketNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${order.ticketNumber}` })).toBeVisible();
  // a cash order has no payment at a provider to check
  await expect(page.getByRole('button', { name: 'Zahlungsstatus prüfen' })).toHaveCount(0);
  await expect(page.getByText('erika@example.com')).toBeVisible();
  await page.getByLabel('Kundendaten anzeigen').uncheck();
  await expect(page.getByText('erika@example.com')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('settings.show_customer_data'))).toBe('0');
  await page.getByLabel('Kundendaten anzeigen').check();
  const printed = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/print`));
  await page.getByRole('button', { name: 'Beleg drucken' }).click();
  expect((await printed).status()).toBe(200);
  await expect(page.getByText('Beleg konnte nicht gedruckt werden.')).toHaveCount(0);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Beleg als PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: testInfo.outputPath('detail-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('detail-360.png'), fullPage: true });
  expect(await page.locator('#main-content').innerText()).not.toMatch(ENGLISH);

  // the history finds it by the customer's name
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backend#/orders');
  await page.getByPlaceholder('Suche (Ticket, Name, Telefon, E-Mail)').fill('Brettmann');
  await expect(page.getByRole('cell', { name: 'Erika Brettmann' })).toBeVisible();
  const exportLink = page.getByRole('link', { name: 'CSV exportieren' });
  await expect(exportLink).toHaveAttribute('href', /\/api\/orders\/export\?.*q=Brettmann/);
  const csv = await page.request.get((await exportLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain('Brettmann');
  // the branch filter, a select of the branches in reach, narrows the history to the order's branch
  await page.getByLabel('Filiale').click();
  await page.getByRole('option', { name: 'Kornfeld Online-Shop' }).click();
  await expect(exportLink).toHaveAttribute('href', /[?&]branch=\d+/);
  await expect(page.getByRole('cell', { name: 'Erika Brettmann' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('history-360.png'), fullPage: true });

  // missed orders: none yet (the order was confirmed at once)
  await page.goto('/backend#/missed-orders');
  await expect(page.getByText('Keine verpassten Bestellungen.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('missed-360.png'), fullPage: true });
  expect(await page.locator('#main-content').innerText()).not.toMatch(ENGLISH);
  expect(consoleErrors).toEqual([]);
});

test('the display screens open by branch id and API key without login', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // the employee reads the Online-Shop's API key on the branch page
  await logIn(page);
  await expect(page).toHaveURL(/#\/current-orders$/);
  const branches = (await (await page.request.get('/api/branches?q=Online-Shop')).json()).data;
  const shop = branches.find((branch: { identifier: string }) => branch.identifier === 'online-shop');
  await page.goto(`/backend#/branches/${shop.id}`);
  const frontdeskUrl = `/board/frontdesk/${shop.id}/${shop.apiKey}`;
  await expect(page.getByRole('link', { name: new RegExp(`${frontdeskUrl}$`) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`${frontdeskUrl}$`) }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('branch-links-desktop.png') });

  // a tablet without login
  const tablet = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await tablet.goto(frontdeskUrl);
  await expect(tablet.getByRole('heading', { name: 'Bestellungen – Empfang' })).toBeVisible();
  const order = await placeOrder(request, 'Tafelmeier');
  await expect(tablet.getByRole('article', { name: `Ticket ${order.ticketNumber}` })).toBeVisible({ timeout: 8_000 });
  await tablet.screenshot({ path: testInfo.outputPath('frontdesk-360.png'), fullPage: true });

  const kitchen = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await kitchen.goto(`/board/backoffice/${shop.id}/${shop.apiKey}`);
  await expect(kitchen.getByRole('heading', { name: 'Bestellungen – Küche' })).toBeVisible();
  await expect(kitchen.getByRole('article', { name: `Ticket ${order.ticketNumber}` })).toBeVisible();
  await kitchen.screenshot({ path: testInfo.outputPath('kitchen-desktop.png'), fullPage: true });

  // a wrong key
  const response = await kitchen.goto(`/board/backoffice/${shop.id}/falsch`);
  expect(response?.status()).toBe(404);
  await expect(kitchen.getByRole('alert')).toContainText('Ungültiger Link');
  await kitchen.setViewportSize({ width: 360, height: 640 });
  await kitchen.screenshot({ path: testInfo.outputPath('invalid-link-360.png') });
  await tablet.close();
  await kitchen.close();
});
