import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { createCategory, fillConfigurableProduct, logInAsAdmin } from './support/backoffice';

/**
 * Back office catalogue: the admin creates a category and a product with a select part (two
 * options, one with a surcharge) and an uploaded image; the product shows in the product list and
 * can be copied and pasted as a new product.
 */

// English words react-admin or MUI would show if a German text were missing
const ENGLISH =
  /\b(Save|Delete|Cancel|Close|Search|Upload|Image|Images|Loading|Rows per page|Add|Remove|Create|Copy|Paste|Export|Go to)\b/;

async function expectGermanOnly(page: Page) {
  expect((await page.locator('body').innerText()).match(ENGLISH)).toBeNull();
}

async function expectAccessible(page: Page) {
  // a tooltip fading in under the pointer is measured mid-animation (low contrast): move away first
  await page.mouse.move(0, 0);
  await expect(page.locator('.MuiTooltip-tooltip')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test('an admin creates a category and a configurable product with an image', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  await logInAsAdmin(page);

  // a category; a product: price, a select part with two options, an image
  await createCategory(page, 'Herbstküche');
  await fillConfigurableProduct(page, 'Kürbiscremesuppe', 'Mit gerösteten Kernen.');
  await page.getByRole('tab', { name: 'Konfiguration' }).click();
  await page.screenshot({ path: 'test-results/catalogue-product-parts-desktop.png', fullPage: true });

  await page.getByRole('tab', { name: 'Bilder' }).click();
  const chosen = page.getByRole('listitem', { name: 'Bild 1 von 1' });
  await expect(chosen.locator('img')).toHaveAttribute('src', /^\/image\/thumbnail\/\d+-\d+\.png$/);
  await chosen.getByLabel('Alternativtext: Bild 1 von 1').fill('Kürbissuppe im Teller');
  await chosen.getByRole('button', { name: 'Alternativtext speichern: Bild 1 von 1' }).click();
  await expect(page.getByText('Alternativtext wurde gespeichert.')).toBeVisible();
  await expectGermanOnly(page);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/catalogue-product-images-desktop.png', fullPage: true });

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page).toHaveURL(/#\/products\/\d+$/);

  // what the API stored
  const response = await page.request.get('/api/products?q=Kürbiscremesuppe');
  const [product] = (await response.json()).data;
  expect(product).toMatchObject({
    name: 'Kürbiscremesuppe',
    description: 'Mit gerösteten Kernen.',
    price: '6.90',
    config: {
      parts: [
        {
          name: 'Topping',
          description: '',
          type: 'select',
          optional: false,
          options: [
            { name: 'Ohne', modifier: 'add', value: '0.00' },
            { name: 'Kernöl', modifier: 'add', value: '0.80' },
          ],
        },
      ],
    },
  });
  expect(product.images).toHaveLength(1);
  const image = await (await page.request.get(`/api/images/${product.images[0].id}`)).json();
  expect(image.data.alt).toBe('Kürbissuppe im Teller');

  // the product list: found by search, copied, pasted as a new product
  await page.goto('/backend#/products');
  await page.getByPlaceholder('Suchen').fill('Kürbis');
  const row = page.getByRole('row', { name: /Kürbiscremesuppe/ });
  await expect(row).toContainText('6,90');
  await expectGermanOnly(page);
  await page.screenshot({ path: 'test-results/catalogue-product-list-desktop.png', fullPage: true });
  await row.getByRole('button', { name: 'Kopieren: Kürbiscremesuppe' }).click();
  await expect(page.getByText('„Kürbiscremesuppe“ wurde in die Zwischenablage kopiert.')).toBeVisible();
  await page.getByRole('link', { name: 'Einfügen' }).click();
  await expect(page).toHaveURL(/#\/products\/create$/);
  await expect(page.locator('input[name="name"]')).toHaveValue('Kürbiscremesuppe (Kopie)');

  // the phone width
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: 'test-results/catalogue-product-paste-360.png', fullPage: true });
  // the parts tab of the saved product (tab 5 of the form, addressed by its route)
  await page.goto(`/backend#/products/${product.id}/4`);
  await expect(page.locator('input[name="config.parts.0.options.1.name"]')).toHaveValue('Kernöl');
  await page.screenshot({ path: 'test-results/catalogue-product-parts-360.png', fullPage: true });
  await page.goto('/backend#/products');
  await expect(page.getByText('Kürbiscremesuppe').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/catalogue-product-list-360.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
