import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations } from './support/storefront';

/**
 * Image templates ('Bildvorlagen'): a manager builds this week's Instagram post as a template (the product's picture,
 * its name and price on a band), moves a layer by mouse and keyboard over the server's preview, saves, and generates
 * the posts of three products at once as a background job; they land in the image library with their alt texts.
 */

const NAME = 'Wochenangebot';

async function libraryAlts(page: Page): Promise<string[]> {
  const answer = await page.request.get(`/api/images?q=${encodeURIComponent(NAME)}&pageSize=50`);
  return ((await answer.json()).data as { alt: string }[]).map((image) => image.alt).sort();
}

async function addLayer(page: Page, kind: 'Bild' | 'Text' | 'Form') {
  await page.getByRole('button', { name: `${kind} hinzufügen` }).click();
}

test('a manager builds a template and generates the posts of three products', async ({ page }) => {
  test.setTimeout(150_000);
  await logInAsAdmin(page);
  await page.goto('/backend#/image-templates/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Kennung' }).fill('wochenangebot');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();

  // the editor of the new template, once it has loaded (its title, the server's preview of the empty picture)
  await page.waitForURL(/#\/image-templates\/\d+$/);
  await expect(page.getByText(`Bildvorlage ${NAME}`)).toBeVisible();
  const preview = page.getByRole('group', { name: 'Vorschau der Bildvorlage' }).locator('img');
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // picture, band and text layers
  const properties = page.getByRole('region', { name: 'Eigenschaften' });
  await addLayer(page, 'Bild');
  await properties.getByRole('combobox', { name: 'Beim Erzeugen füllen' }).click();
  await page.getByRole('option', { name: 'Ja, mit dem Bild des Produkts oder Beitrags' }).click();
  await addLayer(page, 'Form');
  await addLayer(page, 'Text');
  await properties.getByRole('textbox', { name: 'Text', exact: true }).fill('{name} – {price}');
  await properties.getByRole('textbox', { name: 'Farbe', exact: true }).fill('#ffffff');

  // the preview is the server's drawing of the unsaved template, drawn again after each change
  const drawn = await preview.getAttribute('src');
  await properties.getByRole('textbox', { name: 'Farbe', exact: true }).fill('#fffff0');
  await expect(preview).not.toHaveAttribute('src', drawn!);

  // the text layer moves by keyboard: 10 px with Shift, 1 px without
  const textBox = page.getByRole('button', { name: /^Ebene „Text 1“ \(Text\)/ });
  const x = properties.getByRole('textbox', { name: 'X (px)' });
  const before = Number(await x.inputValue());
  await textBox.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(x).toHaveValue(String(before + 11));
  await expectNoAxeViolations(page, 'Bildvorlage bearbeiten');

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/image-templates?q=wochenangebot');
      const rows = (await answer.json()).data as { layers: { kind: string; x: number; text?: string }[] }[];
      return rows[0]?.layers.map((layer) => (layer.kind === 'text' ? `${layer.text} @${layer.x}` : layer.kind));
    })
    .toEqual(['image', 'shape', `{name} – {price} @${before + 11}`]);

  // three products at once: a background job with its progress, then their pictures
  await page.getByRole('row', { name: new RegExp(NAME) }).click();
  await page.getByRole('button', { name: 'Bilder erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: `Bilder erzeugen aus „${NAME}“` });
  const products = dialog.getByRole('combobox', { name: 'Produkte' });
  for (const product of ['Frittatensuppe', 'Rindsgulasch', 'Kaiserschmarrn']) {
    await products.fill(product);
    await page.getByRole('option', { name: product, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Erzeugen', exact: true }).click();
  await expect(dialog.getByText('Fertig: 3 Bilder wurden erzeugt.')).toBeVisible({ timeout: 30_000 });
  const made = dialog.getByRole('region', { name: 'Erzeugte Bilder' }).getByRole('img');
  await expect(made).toHaveCount(3);
  await expect(made.first()).toHaveJSProperty('complete', true);
  expect(await made.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'Bilder erzeugen');
  expect(await libraryAlts(page)).toEqual([
    `Frittatensuppe – ${NAME}`,
    `Kaiserschmarrn – ${NAME}`,
    `Rindsgulasch – ${NAME}`,
  ]);
});
