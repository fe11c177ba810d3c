import { acceptConsents, addToCart, expect, test } from './support/storefront';

/**
 * One order per checkout draft: the answer to the first submit is lost (the server placed the order,
 * the browser sees a broken connection); the customer reloads and submits again, and the storefront
 * sends the draft's Idempotency-Key again, so the server answers with the same order instead of
 * placing a second one.
 */
test('a retry after a lost answer reaches the status page of the first order', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_RESET|Failed to load resource/);
  await page.goto('/store/online-shop');
  await addToCart(page, 'Semmel');
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Rita');
  await page.getByLabel('Nachname *', { exact: true }).fill('Wiederholt');
  await page.getByLabel('E-Mail *', { exact: true }).fill('rita.wiederholt@example.com');
  await acceptConsents(page);

  const keys: string[] = [];
  let placed: { uid: string; ticketNumber: number } | null = null;
  await page.route('**/api/orders', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    placed = ((await response.json()) as { data: { uid: string; ticketNumber: number } }).data;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Bestellung abschicken', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Ein unbekannter Fehler ist aufgetreten.');
  await page.unroute('**/api/orders');
  expect(placed).not.toBeNull();

  await page.reload();
  await expect(page.getByLabel('Vorname *', { exact: true })).toHaveValue('Rita');
  const retried = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: 'Bestellung abschicken', exact: true }).click();
  const response = await retried;
  const order = ((await response.json()) as { data: { uid: string; ticketNumber: number } }).data;

  expect(response.request().headers()['idempotency-key']).toBe(keys[0]);
  expect(order.uid).toBe(placed!.uid);
  expect(order.ticketNumber).toBe(placed!.ticketNumber);
  await expect(page).toHaveURL(new RegExp(`/status/${order.uid}/`));
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
});
