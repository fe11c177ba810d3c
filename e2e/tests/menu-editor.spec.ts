import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';

/**
 * Back office menus: the admin adds an existing product to a category of the online shop's menu,
 * saves, and the storefront's public menu lists it in that category.
 */

interface PublicMenu {
  name: string;
  catalog: { category: { name: string }; products: { name: string }[] }[];
}

async function publicMenu(page: Page): Promise<PublicMenu> {
  const response = await page.request.get('/api/public/branches/online-shop/menu');
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

const productsOf = (menu: PublicMenu, category: string) =>
  menu.catalog.find((entry) => entry.category.name === category)?.products.map((product) => product.name);

test('an admin adds an existing product to a category of the online shop menu', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  const before = await publicMenu(page);
  expect(before.name).toBe('Bäckerei-Sortiment');
  expect(productsOf(before, 'Frühstück')).toEqual(['Kleines Frühstück', 'Großes Frühstück']);

  await logInAsAdmin(page);
  await page.goto('/backend#/menus');
  const row = page.getByRole('row', { name: /Bäckerei-Sortiment/ });
  await expect(row).toContainText('01.01.2025 06:00');
  await expect(row).toContainText('Online-Shop');
  await page.screenshot({ path: 'test-results/menu-list-desktop.png', fullPage: true });
  await row.getByRole('cell', { name: 'Bäckerei-Sortiment' }).click();

  await expect(page.getByText(/Derzeit aktiv in: .*Online-Shop/)).toBeVisible();
  await expect(page.getByLabel('Gültig ab')).toHaveValue('01.01.2025 06:00');
  const breakfast = page.getByRole('region', { name: 'Frühstück' });
  await expect(breakfast.getByRole('listitem')).toHaveText(['Kleines Frühstück', 'Großes Frühstück']);

  const search = page.getByRole('combobox', { name: 'Produkt zu „Frühstück“ hinzufügen' });
  await search.fill('Frittaten');
  await page.getByRole('option', { name: 'Frittatensuppe' }).click();
  await expect(breakfast.getByRole('listitem')).toHaveText(['Kleines Frühstück', 'Großes Frühstück', 'Frittatensuppe']);

  // move the new product to the top by keyboard, each step once the screen reader heard the last one
  // (a key pressed before the list has moved would measure the old positions on a busy machine)
  const handle = breakfast.getByRole('button', { name: '„Frittatensuppe“ verschieben' });
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await handle.focus();
  await page.keyboard.press('Space');
  await announced('„Frittatensuppe“ aufgenommen, Position 3 von 3.');
  await page.keyboard.press('ArrowUp');
  await announced('„Frittatensuppe“ auf Position 2 von 3.');
  await page.keyboard.press('ArrowUp');
  await announced('„Frittatensuppe“ auf Position 1 von 3.');
  await page.keyboard.press('Space');
  await announced('„Frittatensuppe“ abgelegt auf Position 1 von 3.');
  await expect(breakfast.getByRole('listitem')).toHaveText(['Frittatensuppe', 'Kleines Frühstück', 'Großes Frühstück']);
  await page.screenshot({ path: 'test-results/menu-edit-desktop.png', fullPage: true });

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();

  const after = await publicMenu(page);
  expect(productsOf(after, 'Frühstück')).toEqual(['Frittatensuppe', 'Kleines Frühstück', 'Großes Frühstück']);
  expect(after.catalog.map((entry) => entry.category.name)).toEqual(before.catalog.map((entry) => entry.category.name));
  expect(consoleErrors).toEqual([]);
});

test('the menu editor fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logInAsAdmin(page);
  await page.goto('/backend#/menus');
  await page.getByRole('cell', { name: 'Wirtshaus-Karte' }).click();
  await expect(page.getByRole('region', { name: 'Suppen' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/menu-edit-360.png', fullPage: true });
  await page.goto('/backend#/menus');
  await expect(page.getByRole('cell', { name: 'Wirtshaus-Karte' })).toBeVisible();
  await page.screenshot({ path: 'test-results/menu-list-360.png', fullPage: true });
});
