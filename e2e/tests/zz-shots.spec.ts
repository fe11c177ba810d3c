import { logInAsAdmin } from './support/backoffice';
import { orderTakeaway, test } from './support/storefront';

test('shots', async ({ page }) => {
  await orderTakeaway(page, 'shot@example.com');
  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backend#/dashboard');
  await page.waitForTimeout(6000);
  await page.screenshot({ path: '/tmp/dash-1280.png', fullPage: true });
  await page.getByRole('group', { name: 'Zeitraum' }).getByRole('button', { name: 'Eigener Zeitraum' }).click();
  await page.getByRole('region', { name: 'Meistverkaufte Artikel' }).getByRole('button', { name: 'Tabelle' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/dash-360.png', fullPage: true });
});
