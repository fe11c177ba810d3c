import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, testNow } from './support/clock';
import { vienna, WCAG_TAGS } from './support/storefront';

/**
 * A rush of ten orders at the counter: an employee who reaches two branches (Mariahilf and the
 * Online-Shop) handles them on the front desk board. Six are wanted as soon as possible at the
 * Online-Shop (one a delivery to 'Stiege 1, Stock 2, Tür 7'), two are appointments there today or
 * tonight, two are appointments at Mariahilf tomorrow at noon. The board sorts them (as soon as possible
 * first, oldest on top; then appointments by time), labels age or due time, branch and items; the
 * employee confirms one with a ready-by time the customer then reads on the status page, marks it ready
 * and completes it; the kitchen board ticks an item done that another screen sees on its next poll; the
 * sound toggle says its state; #/orders/{id} opens the detail; a cash order has no payment check.
 */

const SHOTS = path.resolve(__dirname, '../../var/front-desk-rush');
const shot = (name: string) => path.join(SHOTS, name);
const SHOP = 'Kornfeld Online-Shop';
const WIRTSHAUS = 'Kornfeld Wirtshaus Mariahilf';

interface MenuProduct {
  id: number;
  name: string;
}

interface Placed {
  id: number;
  uid: string;
  hash: string;
  ticketNumber: number;
}

interface Rush {
  name: string;
  branch: string;
  identifier: string;
  product: string;
  amount: string;
  parts?: unknown[];
  /** minutes from now, or 'tomorrow HH:MM' (Vienna) */
  at?: number | string;
  delivery?: boolean;
  /** what the card shows at a glance */
  glance: string;
}

const menus = new Map<string, { branch: number; products: MenuProduct[] }>();

async function menuOf(request: APIRequestContext, identifier: string) {
  if (!menus.has(identifier)) {
    const branch = (await (await request.get(`/api/public/branches/${identifier}`)).json()).data;
    const menu = (await (await request.get(`/api/public/branches/${identifier}/menu`)).json()).data;
    const products = menu.catalog.flatMap((entry: { products: MenuProduct[] }) => entry.products);
    menus.set(identifier, { branch: branch.id, products });
  }
  return menus.get(identifier)!;
}

const viennaDate = (instant: Date) => vienna(instant).date;
const viennaTime = (instant: Date) => vienna(instant).time;

/** Tomorrow at `time` in Vienna, as an instant (Vienna is UTC+1 in November). */
function tomorrowAt(time: string): Date {
  const [day, month, year] = viennaDate(testNow()).split('.').map(Number);
  const noonUtc = Date.UTC(year, month - 1, day + 1, 12);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(noonUtc + ((hour - 1 - 12) * 60 + minute) * 60_000);
}

/** An appointment `minutes` from now, on a five-minute mark. */
function inMinutes(minutes: number): Date {
  const at = new Date(testNow().getTime() + minutes * 60_000);
  at.setUTCMinutes(Math.ceil(at.getUTCMinutes() / 5) * 5, 0, 0);
  return at;
}

function appointmentOf(rush: Rush): Date | null {
  if (rush.at === undefined) return null;
  return typeof rush.at === 'number' ? inMinutes(rush.at) : tomorrowAt(rush.at.replace('tomorrow ', ''));
}

/** The card's due label: 'fällig 12:30' today, with the date another day. */
function dueLabel(due: Date): string {
  const time = viennaTime(due);
  return viennaDate(due) === viennaDate(testNow()) ? `fällig ${time}` : `fällig ${viennaDate(due)} ${time}`;
}

async function place(request: APIRequestContext, rush: Rush): Promise<Placed> {
  const menu = await menuOf(request, rush.identifier);
  const product = menu.products.find((candidate) => candidate.name === rush.product);
  expect(product, `${rush.product} on the menu of ${rush.identifier}`).toBeTruthy();
  const appointment = appointmentOf(rush);
  const address = rush.delivery
    ? { street: 'Gumpendorfer Straße 10', stairway: '1', floor: '2', door: '7', zipCode: '1060', city: 'Wien' }
    : {};
  const response = await request.post('/api/orders', {
    data: {
      branch: menu.branch,
      items: [{ product: product!.id, amount: rush.amount, parts: rush.parts ?? [] }],
      isDelivery: Boolean(rush.delivery),
      isDineIn: false,
      ...(rush.delivery ? { deliveryArea: await deliveryAreaId(request, rush.identifier) } : {}),
      appointmentDate: appointment ? appointment.toISOString() : null,
      firstName: 'Erika',
      lastName: rush.name,
      phone: '+43 664 1234567',
      email: `${rush.name.toLowerCase()}@example.com`,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      ...address,
    },
  });
  expect(response.status(), `${rush.name}: ${await response.text()}`).toBe(201);
  return (await response.json()).data as Placed;
}

async function deliveryAreaId(request: APIRequestContext, identifier: string): Promise<number> {
  const branch = (await (await request.get(`/api/public/branches/${identifier}`)).json()).data;
  const area = branch.deliveryAreas.find((candidate: { area: string }) => candidate.area === '1060 Mariahilf');
  expect(area, 'delivery area 1060 Mariahilf').toBeTruthy();
  return area.id;
}

/** The ten orders, in the order they are placed. */
const RUSH: Rush[] = [
  { name: 'Rusch01', branch: SHOP, identifier: 'online-shop', product: 'Semmel', amount: '6', glance: '6 × Semmel' },
  {
    name: 'Rusch02',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Kornspitz',
    amount: '4',
    glance: '4 × Kornspitz',
  },
  {
    name: 'Rusch03',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Semmel',
    amount: '2',
    at: 180,
    glance: '2 × Semmel',
  },
  {
    name: 'Rusch04',
    branch: WIRTSHAUS,
    identifier: 'wien-mariahilf',
    product: 'Wiener Schnitzel vom Kalb',
    amount: '2',
    parts: [{ options: [0] }, { options: [0, 1] }],
    at: 'tomorrow 12:30',
    glance: '2 × Wiener Schnitzel vom Kalb (Pommes, Preiselbeeren, Gurkensalat)',
  },
  {
    name: 'Rusch05',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Mohnflesserl',
    amount: '3',
    glance: '3 × Mohnflesserl',
  },
  {
    name: 'Rusch06',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Semmel',
    amount: '30',
    delivery: true,
    glance: '30 × Semmel',
  },
  {
    name: 'Rusch07',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Kornspitz',
    amount: '1',
    at: 120,
    glance: '1 × Kornspitz',
  },
  {
    name: 'Rusch08',
    branch: WIRTSHAUS,
    identifier: 'wien-mariahilf',
    product: 'Frittatensuppe',
    amount: '1',
    at: 'tomorrow 12:00',
    glance: '1 × Frittatensuppe',
  },
  {
    name: 'Rusch09',
    branch: SHOP,
    identifier: 'online-shop',
    product: 'Roggenbrot 1 kg',
    amount: '1',
    glance: '1 × Roggenbrot 1 kg',
  },
  { name: 'Rusch10', branch: SHOP, identifier: 'online-shop', product: 'Semmel', amount: '12', glance: '12 × Semmel' },
];

/** As soon as possible first (in the order placed, oldest first), then appointments by time. */
const EXPECTED_ORDER = [
  'Rusch01',
  'Rusch02',
  'Rusch05',
  'Rusch06',
  'Rusch09',
  'Rusch10',
  'Rusch07',
  'Rusch03',
  'Rusch08',
  'Rusch04',
];

async function expectNoAxeViolations(page: Page, screen: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n'),
  );
  expect(report, `axe-Verstöße auf ${screen}:\n${report.join('\n')}`).toEqual([]);
}

/** Elements reaching past the right edge of the viewport (a horizontal scroll bar on the tablet). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map(
        (element) =>
          `${element.outerHTML.slice(0, 160)} (${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)})`,
      )
      .slice(0, 10),
  );
}

/** The rush's names in the order the column shows them (other orders of the run left out). */
async function namesIn(column: Locator): Promise<string[]> {
  const texts = await column.getByRole('article').allInnerTexts();
  return texts.flatMap((text) => RUSH.filter((rush) => text.includes(rush.name)).map((rush) => rush.name));
}

test(
  'a staff member handles a rush of ten orders on the front desk board',
  { tag: '@clock' },
  async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    await page.setViewportSize({ width: 1366, height: 900 });

    // the employee's board, all branches in view
    await page.goto('/backend');
    await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
    await page.getByLabel('Passwort').fill('demo1234');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/#\/current-orders$/);
    await expect(page.getByRole('combobox', { name: 'Filiale' })).toHaveText('Alle Filialen');

    // the sound toggle says its state and is remembered
    await expect(page.getByRole('button', { name: 'Ton aus' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Ton aus' }).click();
    await expect(page.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');

    // the rush
    const placed = new Map<string, Placed>();
    for (const rush of RUSH) placed.set(rush.name, await place(request, rush));

    const newColumn = page.getByRole('region', { name: /^Neu \(/ });
    const card = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(newColumn.getByRole('article').filter({ hasText: 'Rusch10' })).toBeVisible({ timeout: 10_000 });
    expect(await namesIn(newColumn)).toEqual(EXPECTED_ORDER);

    // each card: age or due time, branch, items at a glance
    for (const rush of RUSH) {
      const shown = card(rush.name);
      const due = appointmentOf(rush);
      await expect(shown.getByTestId('order-time')).toHaveText(due ? dueLabel(due) : 'gerade eingegangen');
      await expect(shown.getByTestId('order-branch')).toHaveText(rush.branch);
      await expect(shown.getByRole('list', { name: 'Artikel' })).toHaveText(rush.glance);
    }
    await expect(card('Rusch06')).toContainText('Gumpendorfer Straße 10, Stiege 1, Stock 2, Tür 7');
    await expect(card('Rusch01')).toContainText('Takeaway');
    await expect(card('Rusch06')).toContainText('Lieferung');

    // six minutes later the ages move on without a reload
    await page.clock.fastForward('06:00');
    await expect(card('Rusch01').getByTestId('order-time')).toHaveText(/^vor [67] Min\.$/);
    await expect(card('Rusch03').getByTestId('order-time')).toHaveText(dueLabel(appointmentOf(RUSH[2])!));

    // big touch targets
    const confirmFirst = card('Rusch01').getByRole('button', {
      name: /^\+15 Min\. \(Bestätigen, fertig in 15 Minuten\): Ticket/,
    });
    for (const button of await card('Rusch01').getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      expect(box.width, await button.innerText()).toBeGreaterThanOrEqual(44);
    }

    await page.screenshot({ path: shot('board-desktop.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Aktuelle Bestellungen', '#main-content');
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await overflowing(page), 'nothing wider than the tablet').toEqual([]);
    await page.screenshot({ path: shot('board-tablet.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Aktuelle Bestellungen (Tablet)', '#main-content');

    // confirm the first with a ready-by time in 15 minutes
    await confirmFirst.click();
    await expect(page.getByText('Bestellstatus wurde geändert.')).toBeVisible();
    const inProgress = page.getByRole('region', { name: /^In Bearbeitung/ });
    await expect(inProgress.getByRole('article').filter({ hasText: 'Rusch01' })).toBeVisible();
    const first = placed.get('Rusch01')!;
    const publicOrder = (await (await request.get(`/api/orders/public/${first.uid}/${first.hash}`)).json()).data;
    expect(publicOrder.isConfirmed).toBe(true);
    const readyBy = new Date(publicOrder.readyBy);
    // 15 minutes from the board's clock (six minutes ahead), in whole minutes
    const minutesAhead = (readyBy.getTime() - testNow().getTime()) / 60_000;
    expect(minutesAhead).toBeGreaterThan(19);
    expect(minutesAhead).toBeLessThanOrEqual(21.1);
    await expect(card('Rusch01')).toContainText(`fertig um ${viennaTime(readyBy)}`);

    // the customer reads it on the status page
    const customer = await browser.newPage();
    await customer.goto(`/status/${first.uid}/${first.hash}`);
    await expect(customer.getByText(`Voraussichtlich fertig um ${viennaTime(readyBy)} Uhr`)).toBeVisible();
    await customer.screenshot({ path: shot('status-ready-by.png'), fullPage: true });
    await customer.close();

    // ready, then completed
    await card('Rusch01')
      .getByRole('button', { name: /^Abholbereit: Ticket/ })
      .click();
    const ready = page.getByRole('region', { name: /^Abholbereit \/ in Zustellung/ });
    await expect(ready.getByRole('article').filter({ hasText: 'Rusch01' })).toBeVisible();
    await card('Rusch01')
      .getByRole('button', { name: /^Abgeschlossen: Ticket/ })
      .click();
    await expect(card('Rusch01')).toHaveCount(0);
    expect((await (await request.get(`/api/orders/public/${first.uid}/${first.hash}`)).json()).data.isCompleted).toBe(
      true,
    );

    // the kitchen ticks an item done; another kitchen screen sees it on its next poll
    const branches = (await (await page.request.get('/api/branches?q=Online-Shop')).json()).data;
    const shop = branches.find((branch: { identifier: string }) => branch.identifier === 'online-shop');
    const kitchenUrl = `/board/backoffice/${shop.id}/${shop.apiKey}`;
    // own contexts (axe needs them): another device each
    const openScreen = async (width: number, height: number) =>
      (await browser.newContext({ viewport: { width, height } })).newPage();
    const kitchen = await openScreen(1366, 900);
    const other = await openScreen(1024, 768);
    await kitchen.goto(kitchenUrl);
    await other.goto(kitchenUrl);
    const kitchenTicket = (screen: Page) => screen.getByRole('article').filter({ hasText: 'Rusch02' });
    const item = (screen: Page) => kitchenTicket(screen).getByRole('button', { name: /4 × Kornspitz/ });
    await expect(item(kitchen)).toHaveAttribute('aria-pressed', 'false');
    await expect(kitchenTicket(kitchen).locator('.board-due')).toHaveText(/^(gerade eingegangen|vor \d+ Min\.)$/);
    await expect(kitchen.getByRole('button', { name: 'Ton aus' })).toHaveAttribute('aria-pressed', 'false');
    await item(kitchen).click();
    await expect(item(kitchen)).toHaveAttribute('aria-pressed', 'true');
    await expect(item(kitchen)).toContainText('Erledigt');
    await expect(item(other)).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
    await kitchen.reload();
    await expect(item(kitchen)).toHaveAttribute('aria-pressed', 'true');
    // sound on the kitchen screen, remembered on that device
    await kitchen.getByRole('button', { name: 'Ton aus' }).click();
    await expect(kitchen.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    await kitchen.reload();
    await expect(kitchen.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');
    await kitchen.screenshot({ path: shot('kitchen-desktop.png'), fullPage: true });
    await expectNoAxeViolations(kitchen, 'Küche');
    await other.screenshot({ path: shot('kitchen-tablet.png'), fullPage: true });
    await expectNoAxeViolations(other, 'Küche (Tablet)');
    await kitchen.context().close();
    await other.context().close();

    // the front desk display of the Online-Shop: sorted, labelled
    const frontdesk = await openScreen(1024, 768);
    await frontdesk.goto(`/board/frontdesk/${shop.id}/${shop.apiKey}`);
    await expect(frontdesk.getByRole('article').filter({ hasText: 'Rusch10' })).toBeVisible();
    const deskNew = frontdesk.getByRole('region', { name: /^Neu \(/ });
    expect(await namesIn(deskNew)).toEqual(
      EXPECTED_ORDER.filter((name) => RUSH.find((r) => r.name === name)!.branch === SHOP && name !== 'Rusch01'),
    );
    await frontdesk.screenshot({ path: shot('frontdesk-tablet.png'), fullPage: true });
    await expectNoAxeViolations(frontdesk, 'Empfang (Tablet)');
    await frontdesk.context().close();

    // the staff board remembered the sound and shows the kitchen's tick
    await page.reload();
    await expect(page.getByRole('button', { name: 'Ton an' })).toHaveAttribute('aria-pressed', 'true');

    // #/orders/{id} opens the delivery order's detail, also after a reload
    const delivery = placed.get('Rusch06')!;
    await page.goto(`/backend#/orders/${delivery.id}`);
    await expect(page).toHaveURL(new RegExp(`#/orders/${delivery.id}/show$`));
    const heading = page.getByRole('heading', { level: 1, name: `Ticket ${delivery.ticketNumber}` });
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Gumpendorfer Straße 10, Stiege 1, Stock 2, Tür 7')).toBeVisible();
    // cash: no payment provider to ask; SMS only with the SMS plugin
    await expect(page.getByRole('button', { name: 'Bestätigung per E-Mail senden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zahlungsstatus prüfen' })).toHaveCount(0);
    const config = (await (await request.get('/api/config')).json()).data;
    await expect(page.getByRole('button', { name: 'Bestätigung per SMS senden' })).toHaveCount(
      config.enablePluginSMS ? 1 : 0,
    );
    // the receipt prints the address labelled (in the receipt's lines of 42 characters, as on paper)
    const printed = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${delivery.id}/print`));
    await page.getByRole('button', { name: 'Beleg drucken' }).click();
    expect((await (await printed).json()).data.html).toContain(
      '<p>Gumpendorfer Straße 10, Stiege 1, Stock 2,</p>\n<p>Tür 7</p>',
    );
    await page.screenshot({ path: shot('detail-tablet.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Bestelldetails (Tablet)', '#main-content');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: shot('detail-desktop.png'), fullPage: true });
    await expectNoAxeViolations(page, 'Bestelldetails', '#main-content');

    expect(consoleErrors).toEqual([]);
  },
);
