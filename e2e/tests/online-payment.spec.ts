import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';
import {
  acceptConsents,
  addToCart,
  currentStep,
  expect,
  expectGermanOnly,
  expectNoAxeViolations,
  summaryValue,
  test,
  WCAG_TAGS,
} from './support/storefront';

/**
 * Online payment in the payment sandbox (the e2e server runs it; the demo's Online-Shop offers Mollie
 * and Datatrans, open around the clock, so each pinned instant of E2E_CLOCKS orders at once): a customer
 * pays with Mollie and with Datatrans and sees the paid status; a failed payment lands on the error
 * route with cart and draft still there and a second try succeeds; the staff's board announces the
 * order only once it is paid, and the back office refunds it, which the status page then reads.
 */

type Method = 'Mollie' | 'Datatrans';

interface Created {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  paymentRedirectUrl: string | null;
  pricing: { totalGross: string };
}

/** Screenshots for a person to look at: E2E_SCREENSHOT_DIR (e.g. var/screenshots), else the test's output folder. */
function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

/** '1,20 EUR' from '1.20'. */
const euro = (amount: string) => `${amount.replace('.', ',')} EUR`;

/** A Semmel as takeaway on the Online-Shop, the contact typed, the online method chosen, consents given. */
async function fillCheckout(page: Page, method: Method, lastName: string) {
  await page.goto('/store/online-shop');
  await addToCart(page, 'Semmel', '3');
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Olivia');
  await page.getByLabel('Nachname *', { exact: true }).fill(lastName);
  await page.getByLabel('E-Mail *', { exact: true }).fill(`olivia.${lastName.toLowerCase()}@example.com`);
  // cash is the default while the branch takes it (spec §4 Checkout flow)
  await expect(page.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
  await page.getByRole('radio', { name: `Online-Zahlung (${method})` }).check();
  await acceptConsents(page);
}

/** Submits the checkout; the browser goes to the sandbox's payment page of the provider. */
async function submitToProvider(page: Page, method: Method): Promise<Created> {
  // the page leaves for the provider at once: the answer is read on its way (the real server's, unchanged)
  let created: { status: number; text: string } | null = null;
  await page.route('**/api/orders', async (route) => {
    const response = await route.fetch();
    created = { status: response.status(), text: await response.text() };
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Bestellung abschicken', exact: true }).click();
  await expect.poll(() => created).not.toBeNull();
  await page.unroute('**/api/orders');
  const answer = created as unknown as { status: number; text: string };
  expect(answer.status, answer.text).toBe(201);
  const order = (JSON.parse(answer.text) as { data: Created }).data;
  expect(order.paymentRedirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  await expect(page).toHaveURL(order.paymentRedirectUrl!);
  await expect(page.getByRole('heading', { level: 1, name: `Zahlungs-Sandbox (${method})` })).toBeVisible();
  await expect(page.getByText(euro(order.pricing.totalGross))).toBeVisible();
  return order;
}

/** 'Bezahlen' in the sandbox: back on the status page of the order, which reads it paid. */
async function payAndSeeStatus(page: Page, order: Created, method: Method) {
  await page.getByRole('button', { name: 'Bezahlen' }).click();
  // Datatrans appends its transaction id to the success URL
  await expect(page).toHaveURL(new RegExp(`/status/${order.uid}/${order.hash}(\\?datatransTrxId=\\d+)?$`));
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
  await expect(summaryValue(page.locator('main'), 'Zahlungsart')).toHaveText(`Online-Zahlung (${method}) – Bezahlt`, {
    timeout: 15_000,
  });
  await expect(currentStep(page)).toContainText('Warten auf Bestätigung');
  // paid: the cart is empty now (the draft's name stays for the next order)
  expect(await page.evaluate(() => window.localStorage.getItem('asp.online-shop.items'))).toBe('[]');
  expect(await page.evaluate(() => window.sessionStorage.getItem('asp.paymentPending'))).toBeNull();
}

/** A back office screen against WCAG 2.2 AA: its content and any open dialog (the app bar is the layout's). */
async function expectNoAxeViolationsInBackOffice(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .include('#main-content')
    .include('[role="dialog"]')
    .withTags(WCAG_TAGS)
    .analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(report, `axe-Verstöße auf ${screen}`).toEqual([]);
}

async function staffPage(browser: Browser): Promise<Page> {
  // a context of its own (with the pinned clock), so axe can open its frames there
  const page = await (await browser.newContext()).newPage();
  await logInAsAdmin(page);
  return page;
}

test('paid with Mollie in the sandbox: the board announces the order only once it is paid', async ({
  page,
  browser,
}) => {
  // the counter's board is open on the Online-Shop before the customer orders
  const staff = await staffPage(browser);
  const polls: number[] = [];
  staff.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/orders/current') polls.push(response.status());
  });
  await staff.goto('/backend#/current-orders');
  await staff.getByLabel('Filiale').click();
  await staff.getByRole('option', { name: 'Kornfeld Online-Shop' }).click();
  await expect(staff.getByRole('region', { name: /^Neu \(/ })).toBeVisible();

  await fillCheckout(page, 'Mollie', 'Mollmann');
  await expectNoAxeViolations(page, 'Bestellvorgang mit Online-Zahlung');
  await page.screenshot({ path: shot('online-payment-checkout.png'), fullPage: true });
  const order = await submitToProvider(page, 'Mollie');
  await expectNoAxeViolations(page, 'Zahlungsseite der Sandbox (Mollie)');
  await expectGermanOnly(page, 'Zahlungsseite der Sandbox');
  await page.screenshot({ path: shot('online-payment-sandbox-mollie.png'), fullPage: true });

  // not paid yet: the board shows it waiting for the payment, with nothing to start, and announces nothing
  const card = staff.getByRole('article', { name: `Ticket ${order.ticketNumber}` });
  await expect(card).toContainText('Zahlung ausstehend', { timeout: 10_000 });
  await expect(card).toContainText('Mollie · Zahlung ausstehend');
  await expect(card.getByRole('button', { name: `Bestätigen: Ticket ${order.ticketNumber}` })).toHaveCount(0);
  const seen = polls.length;
  await expect.poll(() => polls.length, { timeout: 12_000 }).toBeGreaterThan(seen + 1);
  await expect(staff.getByText(/neue Bestellung/)).toHaveCount(0);
  await staff.screenshot({ path: shot('online-payment-board-pending.png'), fullPage: true });

  await payAndSeeStatus(page, order, 'Mollie');
  await expectNoAxeViolations(page, 'Statusseite (bezahlt)');
  await expectGermanOnly(page, 'Statusseite (bezahlt)');
  await page.screenshot({ path: shot('online-payment-status-paid.png'), fullPage: true });

  // paid: announced now, and the kitchen may start
  await expect(staff.getByText('1 neue Bestellung')).toBeAttached({ timeout: 10_000 });
  await expect(card).not.toContainText('Zahlung ausstehend');
  await expect(card).toContainText('Mollie · Bezahlt');
  await expect(card.getByRole('button', { name: `Bestätigen: Ticket ${order.ticketNumber}` })).toBeVisible();
  await staff.context().close();
});

test('a failed payment lands on the error route with cart and draft, and a second try pays with Datatrans', async ({
  page,
}) => {
  await fillCheckout(page, 'Datatrans', 'Fehlmann');
  const failed = await submitToProvider(page, 'Datatrans');
  await page.getByRole('button', { name: 'Fehlschlagen' }).click();

  await expect(page).toHaveURL(/\/store\/online-shop\/checkout\/error$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  );
  // everything is still there: one click tries again
  await expect(page.getByLabel('Vorname *', { exact: true })).toHaveValue('Olivia');
  await expect(page.getByLabel('Nachname *', { exact: true })).toHaveValue('Fehlmann');
  await expect(page.getByRole('radio', { name: 'Online-Zahlung (Datatrans)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Warenkorb' })).toContainText('Semmel');
  await expectNoAxeViolations(page, 'Bestellvorgang nach fehlgeschlagener Zahlung');
  await expectGermanOnly(page, 'Bestellvorgang nach fehlgeschlagener Zahlung');
  await page.screenshot({ path: shot('online-payment-checkout-error.png'), fullPage: true });

  // the failed order stays failed; the second try is a new order
  const retried = await submitToProvider(page, 'Datatrans');
  expect(retried.uid).not.toBe(failed.uid);
  await payAndSeeStatus(page, retried, 'Datatrans');
  const first = await page.request.get(`/api/orders/public/${failed.uid}/${failed.hash}`);
  expect(((await first.json()) as { data: { isFailed: boolean; isPaid: boolean } }).data).toMatchObject({
    isFailed: true,
    isPaid: false,
  });
  // its status page says that the payment failed, not that someone cancelled the order
  await page.goto(`/status/${failed.uid}/${failed.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider ist Ihre Zahlung fehlgeschlagen.');
  await expect(summaryValue(page.locator('main'), 'Zahlungsart')).toHaveText(
    'Online-Zahlung (Datatrans) – Nicht bezahlt',
  );
  await expectNoAxeViolations(page, 'Statusseite (Zahlung fehlgeschlagen)');
  await expectGermanOnly(page, 'Statusseite (Zahlung fehlgeschlagen)');
});

test('staff cancel a paid Mollie order and refund it; the status page reads Rückerstattet', async ({
  page,
  browser,
}) => {
  await fillCheckout(page, 'Mollie', 'Rueckmann');
  const order = await submitToProvider(page, 'Mollie');

  // before the payment the detail says so and offers nothing to start
  const staff = await staffPage(browser);
  await staff.goto(`/backend#/orders/${order.id}/show`);
  await expect(staff.getByRole('heading', { level: 1, name: `Ticket ${order.ticketNumber}` })).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: 'Zahlung ausstehend' })).toContainText(
    'Die Online-Zahlung ist noch nicht eingegangen.',
  );
  await expect(staff.getByRole('button', { name: `Bestätigen: Ticket ${order.ticketNumber}` })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Rückerstatten' })).toHaveCount(0);
  await expectNoAxeViolationsInBackOffice(staff, 'Bestelldetail (Zahlung ausstehend)');
  await staff.screenshot({ path: shot('online-payment-detail-pending.png'), fullPage: true });

  await payAndSeeStatus(page, order, 'Mollie');

  // 'Zahlungsstatus prüfen' asks the provider: paid
  await staff.getByRole('button', { name: 'Zahlungsstatus prüfen' }).click();
  await expect(staff.getByText('Zahlungsstatus wurde überprüft.')).toBeVisible();
  await expect(staff.getByText('Mollie · Bezahlt')).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: 'Zahlung ausstehend' })).toHaveCount(0);
  await expect(summaryValue(staff.locator('#main-content'), 'Status beim Anbieter')).toHaveText('Bezahlt');
  await expect(summaryValue(staff.locator('#main-content'), 'Zahlung beim Anbieter')).toHaveText(/^Mollie · tr_\w+$/);
  await expectNoAxeViolationsInBackOffice(staff, 'Bestelldetail (bezahlt)');
  await staff.screenshot({ path: shot('online-payment-detail-paid.png'), fullPage: true });

  // cancelling offers the refund of the full amount
  await staff.getByRole('button', { name: `Stornieren: Ticket ${order.ticketNumber}` }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
  const offer = staff.getByRole('dialog', { name: 'Betrag zurückerstatten' });
  await expect(offer).toContainText(`Betrag von ${euro(order.pricing.totalGross)} über Mollie zurückerstatten?`);
  await expectNoAxeViolationsInBackOffice(staff, 'Rückerstattung bestätigen');
  await staff.screenshot({ path: shot('online-payment-refund-dialog.png') });
  await offer.getByRole('button', { name: 'Rückerstatten' }).click();
  await expect(staff.getByText('Der Betrag wurde zurückerstattet.')).toBeVisible();
  await expect(staff.getByText('Mollie · Rückerstattet')).toBeVisible();
  await expect(summaryValue(staff.locator('#main-content'), 'Status beim Anbieter')).toHaveText('Rückerstattet');
  await expect(staff.getByRole('button', { name: 'Rückerstatten' })).toHaveCount(0);
  await staff.context().close();

  // the customer's page, still open, polls on and reads the refund
  await expect(summaryValue(page.locator('main'), 'Zahlungsart')).toHaveText(
    'Online-Zahlung (Mollie) – Rückerstattet',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Bestellung wurde storniert.');
  await expectNoAxeViolations(page, 'Statusseite (rückerstattet)');
  await page.screenshot({ path: shot('online-payment-status-refunded.png'), fullPage: true });
});
