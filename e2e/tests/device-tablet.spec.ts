import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './support/clock';
import { branchId, pair, staffApi } from './support/devices';

/**
 * The counter tablet (docs/devices.md): /device/ shows a pairing code, the manager pairs it through the staff API,
 * the tablet becomes the front-desk board of its branch. A test notification from the back office arrives on it
 * (the API answers once the tablet acked), the board says the sound is off until 'Ton einschalten' is tapped (the
 * back office sees the silent tablet, then the sound on), and a new order is confirmed from the tablet with minutes.
 */

interface MenuProduct {
  id: number;
  name: string;
  defaultQuantity?: number;
}

/** A cash takeaway order of a Semmel at the Online-Shop (open around the clock, the category has no schedule). */
async function placeOrder(request: APIRequestContext, lastName: string) {
  const branch = (await (await request.get('/api/public/branches/online-shop')).json()).data;
  const menu = (await (await request.get('/api/public/branches/online-shop/menu')).json()).data;
  const products: MenuProduct[] = menu.catalog.flatMap((entry: { products: MenuProduct[] }) => entry.products);
  const product = products.find((candidate) => candidate.name === 'Semmel')!;
  const response = await request.post('/api/orders', {
    data: {
      branch: branch.id,
      items: [{ product: product.id, amount: String(product.defaultQuantity ?? 1), parts: [] }],
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
  return (await response.json()).data as { id: number; ticketNumber: number };
}

test('a paired tablet gets a test notification, asks for its sound and confirms a new order with minutes', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const staff = await staffApi(browser);

  // the tablet shows its code; the manager pairs it for the Online-Shop
  await page.goto('/device/');
  const device = await pair(page, staff, {
    branch: await branchId(staff, 'online-shop'),
    name: 'Theke Online-Shop',
    kind: 'tablet',
    identifier: `theke-${suffix}`,
  });
  await expect(page.getByRole('heading', { name: 'Bestellungen – Empfang' })).toBeVisible();
  await expect(page.getByText('Theke Online-Shop', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('bestellwerk.device')!).device.name)).toBe(
    'Theke Online-Shop',
  );

  // a test notification: the API answers once the tablet confirmed it, the tablet shows it large
  const [command] = await Promise.all([
    staff.post<{ status: string }>(`/api/devices/${device.id}/test/notification`, {}, 20_000),
    expect(page.getByRole('alertdialog', { name: 'Testbenachrichtigung' })).toBeVisible(),
  ]);
  expect(command.status).toBe('done');
  await expect(page.getByRole('alertdialog')).toContainText(
    'Wenn Sie diese Nachricht sehen, ist das Gerät richtig verbunden.',
  );
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();

  // the sound is off until tapped; the back office sees the silent tablet, then the sound on
  await expect(page.getByRole('heading', { name: 'Der Ton ist aus' })).toBeVisible();
  await expect
    .poll(async () => (await staff.get<{ soundEnabled: boolean | null }>(`/api/devices/${device.id}`)).soundEnabled)
    .toBe(false);
  await page.getByRole('button', { name: 'Ton einschalten' }).click();
  await expect(page.getByRole('heading', { name: 'Der Ton ist aus' })).toBeHidden();
  await expect(page.getByText('Ton ist eingeschaltet')).toBeVisible();
  await expect
    .poll(async () => (await staff.get<{ soundEnabled: boolean | null }>(`/api/devices/${device.id}`)).soundEnabled)
    .toBe(true);

  // a new order appears without a reload and is confirmed from the tablet, ready in 15 minutes
  const order = await placeOrder(request, `Tablet-${suffix}`);
  const fresh = page.getByRole('region', { name: /^Neu \(\d+\)$/ });
  const ticket = fresh.getByRole('article', { name: `Ticket ${order.ticketNumber}` });
  await expect(ticket).toBeVisible();
  await ticket
    .getByRole('button', { name: `+15 Min. (Bestätigen, fertig in 15 Minuten): Ticket ${order.ticketNumber}` })
    .click();
  const working = page.getByRole('region', { name: /^In Bearbeitung \(\d+\)$/ });
  await expect(working.getByRole('article', { name: `Ticket ${order.ticketNumber}` })).toBeVisible();

  // the order as the staff API reads it: confirmed, ready in 15 minutes, the tablet named in its log
  const confirmed = await staff.get<{ status: string; readyBy: string | null; createdAt: string }>(
    `/api/orders/${order.id}`,
  );
  expect(confirmed.status).toBe('confirmed');
  expect(confirmed.readyBy).not.toBeNull();
  const minutes = (Date.parse(confirmed.readyBy!) - Date.parse(confirmed.createdAt)) / 60_000;
  expect(minutes).toBeGreaterThanOrEqual(14);
  expect(minutes).toBeLessThanOrEqual(16);
  const logs = await staff.get<{ user: { fullName: string } | null; action: string }[]>(
    `/api/logs?entity=order&entityId=${order.id}`,
  );
  expect(logs.map((entry) => [entry.action, entry.user?.fullName])).toContainEqual([
    'state',
    'Gerät: Theke Online-Shop',
  ]);
});
