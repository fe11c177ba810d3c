import { logInAsAdmin } from './support/backoffice';
import { testNow } from './support/clock';
import {
  ALWAYS_OPEN,
  expect,
  expectNoAxeViolations,
  orderTakeaway,
  setOpeningHours,
  test,
  vienna,
} from './support/storefront';
import type { Staff } from './support/storefront';

/**
 * 'Statistiken' (/backend#/dashboard): an order placed in the shop in this test is counted under
 * 'Heute' in the key figures, with its revenue. The expected figures come from the statistics API
 * before and after the order (the demo data may already hold orders of today).
 */

interface Statistic {
  total: number | string;
}

/** '2026-11-25' for the pinned Vienna day. */
function isoDay(instant: Date): string {
  const [day, month, year] = vienna(instant).date.split('.');
  return `${year}-${month}-${day}`;
}

async function todays(staff: Staff, kind: string): Promise<Statistic> {
  const day = isoDay(testNow());
  return (await staff.get(`/api/statistics/${kind}?from=${day}&to=${day}`)) as Statistic;
}

/** '1.234,50 EUR' from '1234.50' (the back office's money format). */
function euros(amount: string): string {
  const [whole, cents] = Number(amount).toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} EUR`;
}

/** The value of a key figure ('Bestellungen') in the definition list of the key figures. */
function keyFigure(page: import('@playwright/test').Page, label: string) {
  return page
    .getByRole('region', { name: 'Kennzahlen' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
}

test(
  "today's order from the shop is counted in 'Statistiken' with its revenue",
  { tag: '@clock' },
  async ({ page, staff }) => {
    // given: today's figures before the order
    const ordersBefore = Number((await todays(staff, 'orders')).total);
    const revenueBefore = String((await todays(staff, 'revenue')).total);

    // when: a guest orders in the shop (open at every pinned clock of make e2e), then the admin opens the statistics with 'Heute'
    await setOpeningHours(staff, 'online-shop', ALWAYS_OPEN);
    const placed = await orderTakeaway(page, 'statistik@example.com');
    const order = (await staff.get(`/api/orders/${placed.id}`)) as { pricing: { totalGross: string } };
    await logInAsAdmin(page);
    await page.goto('/backend#/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
    // by keyboard: the presets are buttons in the tab order
    await page.getByRole('group', { name: 'Zeitraum' }).getByRole('button', { name: 'Heute', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Heute', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // then: one order more than before, and the revenue grew by its total
    const ordersAfter = Number((await todays(staff, 'orders')).total);
    const revenueAfter = String((await todays(staff, 'revenue')).total);
    expect(ordersAfter).toBe(ordersBefore + 1);
    expect(Number(revenueAfter)).toBeCloseTo(Number(revenueBefore) + Number(order.pricing.totalGross), 2);
    await expect(page.getByText(`Zeitraum: ${vienna(testNow()).date}, verglichen mit`)).toBeVisible();
    await expect(keyFigure(page, 'Bestellungen').first()).toHaveText(String(ordersAfter));
    await expect(keyFigure(page, 'Umsatz').first()).toHaveText(euros(revenueAfter));

    // the orders chart has its table alternative with today's row
    const orders = page.getByRole('region', { name: 'Bestellungen', exact: true });
    await orders.getByRole('button', { name: 'Tabelle' }).focus();
    await page.keyboard.press('Space');
    await expect(orders.getByRole('button', { name: 'Tabelle' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      orders.getByRole('row', { name: new RegExp(`^${vienna(testNow()).date} ${ordersAfter} `) }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await orders.getByRole('button', { name: 'CSV exportieren' }).click();
    expect((await download).suggestedFilename()).toBe(`statistik-orders-${isoDay(testNow())}-${isoDay(testNow())}.csv`);

    await expectNoAxeViolations(page, 'Statistiken');
  },
);
