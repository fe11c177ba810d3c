import { expect, type Page } from '@playwright/test';

/** Shared back office steps: logging in and building a configurable product through the forms. */

// a 64 × 48 orange PNG
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAARUlEQVR42u3PAQkAMAgAMH0Gw5rYHG8hCFuD5XTFZS+OExAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQENjzATvzAdKNFIHCAAAAAElFTkSuQmCC',
  'base64',
);

export async function logInAsAdmin(page: Page) {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Willkommen, Anna Admin')).toBeVisible();
}

export async function createCategory(page: Page, name: string) {
  await page.goto('/backend#/categories/create');
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/**
 * Fills the product form up to its image tab (not saved): name, description, price, a required select
 * part 'Topping' with the options 'Ohne' and 'Kernöl' (+0,80), and an uploaded image.
 */
export async function fillConfigurableProduct(page: Page, name: string, description: string) {
  await page.goto('/backend#/products/create');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('textarea[name="description"]').fill(description);
  await page.getByRole('tab', { name: 'Preis & Steuern' }).click();
  await page.locator('input[name="price"]').fill('6,90');
  await page.getByRole('tab', { name: 'Konfiguration' }).click();
  await page.getByRole('button', { name: 'Teil hinzufügen' }).click();
  await page.locator('input[name="config.parts.0.name"]').fill('Topping');
  await page.getByRole('button', { name: 'Option zu Teil 1 hinzufügen' }).click();
  await page.getByRole('button', { name: 'Option zu Teil 1 hinzufügen' }).click();
  await page.locator('input[name="config.parts.0.options.0.name"]').fill('Ohne');
  await page.locator('input[name="config.parts.0.options.1.name"]').fill('Kernöl');
  await page.locator('input[name="config.parts.0.options.1.value"]').fill('0,80');
  await page.getByRole('tab', { name: 'Bilder' }).click();
  await page
    .getByLabel('Bild hochladen: Bilder')
    .setInputFiles({ name: 'produkt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('listitem', { name: 'Bild 1 von 1' }).locator('img')).toHaveAttribute(
    'src',
    /^\/image\/thumbnail\/\d+-\d+\.png$/,
  );
}
