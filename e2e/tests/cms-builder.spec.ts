import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/clock';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations } from './support/storefront';

/**
 * Website builder (cms) in the back office: a navigation whose items are nested by mouse drag, keyboard
 * drag and the indent button; an older revision restored from the 'Verlauf'; fonts, blocks and contents listed.
 */

const tree = (page: Page) => page.getByRole('list', { name: 'Einträge der Navigation' });
const row = (page: Page, name: string) => tree(page).getByRole('listitem').filter({ hasText: name });

async function addItem(page: Page, type: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const item = tree(page).getByRole('listitem').last();
  await item.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await item.getByLabel('Beschriftung').fill(label);
  return item;
}

test('admin nests navigation items by mouse, keyboard and button', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/navigations/create');
  await page.locator('input[name="identifier"]').fill('seitenleiste');
  await addItem(page, 'Sonstiges', 'Angebote');
  await addItem(page, 'Sonstiges', 'Mittagsmenü');
  const branch = await addItem(page, 'Filiale', 'Mariahilf');
  await branch.getByRole('combobox', { name: 'Filiale', exact: true }).fill('Mariahilf');
  await page
    .getByRole('option', { name: /Mariahilf/ })
    .first()
    .click();
  await expectNoAxeViolations(page, 'Navigation anlegen');

  // mouse: drag 'Mittagsmenü' one step to the right: a sub-item of 'Angebote'
  const handle = page.getByRole('button', { name: '„Mittagsmenü“ verschieben' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 44, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(row(page, 'Mittagsmenü')).toHaveAttribute('data-depth', '1');

  // keyboard: pick up 'Mariahilf', one up (between 'Angebote' and its sub-item), drop: a sub-item as well
  await page.getByRole('button', { name: '„Mariahilf“ verschieben' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('„Mariahilf“ aufgenommen, Position 3 von 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('„Mariahilf“ auf Position 2 von 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('„Mariahilf“ abgelegt auf Position 2 von 3.')).toBeAttached();
  await expect(row(page, 'Mariahilf')).toHaveAttribute('data-depth', '1');
  // button: 'Mittagsmenü' under 'Mariahilf'
  await page.getByRole('button', { name: '„Mittagsmenü“ einrücken (Untereintrag des Eintrags darüber)' }).click();
  await expect(row(page, 'Mittagsmenü')).toHaveAttribute('data-depth', '2');
  await expect(tree(page).getByRole('listitem')).toHaveText([
    /^1\s*Angebote/,
    /^1\.1\s*Mariahilf/,
    /^1\.1\.1\s*Mittagsmenü/,
  ]);
  await page.screenshot({ path: test.info().outputPath('cms-navigation-tree.png'), fullPage: true });
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'seitenleiste' })).toContainText('3');

  const saved = await page.request.get('/api/navigations?q=seitenleiste');
  const [navigation] = (await saved.json()).data;
  expect(navigation.items).toHaveLength(1);
  expect(navigation.items[0].label).toBe('Angebote');
  expect(navigation.items[0].children[0].label).toBe('Mariahilf');
  expect(navigation.items[0].children[0].children[0].label).toBe('Mittagsmenü');
});

test('admin restores an older redirect from the Verlauf', async ({ page }) => {
  const path = `/verlauf-${Date.now()}`;
  await logInAsAdmin(page);
  await page.goto('/backend#/redirects/create');
  await page.locator('input[name="path"]').fill(path);
  await page.locator('input[name="target"]').fill('/ueber-uns');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByRole('row').filter({ hasText: path }).click();
  await page.locator('input[name="target"]').fill('/start');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: path })).toContainText('/start');

  await page.getByRole('row').filter({ hasText: path }).click();
  await page.getByRole('button', { name: 'Verlauf' }).click();
  const drawer = page.getByRole('dialog', { name: 'Verlauf' });
  const versions = drawer.getByRole('list', { name: 'Gespeicherte Versionen, neueste zuerst' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('admin@example.com · aktuell');
  await expect(versions.first()).toContainText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d/);
  await versions.nth(1).click();
  const change = drawer.getByRole('row').filter({ hasText: 'Ziel' });
  await expect(change).toContainText('„/start“');
  await expect(change).toContainText('„/ueber-uns“');
  await expectNoAxeViolations(page, 'Verlauf');
  await page.screenshot({ path: test.info().outputPath('cms-verlauf.png') });

  await drawer.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByRole('dialog', { name: 'Version wiederherstellen?' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Version wiederherstellen?' })
    .getByRole('button', { name: 'Wiederherstellen' })
    .click();
  await expect(page.getByText(/^Der Stand vom \d\d\.\d\d\.\d{4}, \d\d:\d\d wurde wiederhergestellt\.$/)).toBeVisible();
  await expect(page.locator('input[name="target"]')).toHaveValue('/ueber-uns');
  await page.getByRole('button', { name: 'Verlauf' }).click();
  await expect(page.getByRole('dialog', { name: 'Verlauf' }).getByRole('list').getByRole('button')).toHaveCount(3);
});

test('fonts, blocks and contents are listed', async ({ page, request }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/fonts');
  await expect(page.getByRole('heading', { name: 'Schriftarten' })).toBeVisible();
  const font = page.getByRole('row').filter({ hasText: 'DejaVu Sans Mono' });
  await expect(font).toContainText('/fonts/google/DejaVu+Sans+Mono/style-regular.embed.css');
  await expectNoAxeViolations(page, 'Schriftarten');
  const css = await request.get('/fonts/google/DejaVu+Sans+Mono/style-regular.embed.css');
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
  await font.click();
  await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible();
  await expectNoAxeViolations(page, 'Schriftart bearbeiten');
  await page.screenshot({ path: test.info().outputPath('cms-font.png') });

  await page.goto('/backend#/blocks');
  await expect(page.getByRole('heading', { name: 'Blöcke' })).toBeVisible();
  const block = page.getByRole('row').filter({ hasText: 'Öffnungszeiten-Hinweis' });
  await expect(block).toContainText('1 Baustein');
  await expectNoAxeViolations(page, 'Blöcke');
  await block.click();
  await expect(page.getByRole('heading', { name: 'Bausteine des Blocks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verlauf' })).toBeVisible();
  await expectNoAxeViolations(page, 'Block bearbeiten');
  // a change is kept as a draft a moment after typing stops, without saving
  await page.getByRole('textbox', { name: 'Name' }).fill('Öffnungszeiten-Hinweis (neu)');
  await expect(page.getByRole('status').filter({ hasText: /^Entwurf gespeichert \(/ })).toBeVisible({
    timeout: 15_000,
  });
  const blockId = /#\/blocks\/(\d+)/.exec(page.url())![1];
  const stored = (await (await page.request.get(`/api/blocks/${blockId}`)).json()) as {
    data: { name: string; draft: { name: string } | null };
  };
  expect([stored.data.name, stored.data.draft?.name]).toEqual([
    'Öffnungszeiten-Hinweis',
    'Öffnungszeiten-Hinweis (neu)',
  ]);
  page.once('dialog', (dialog) => void dialog.accept()); // leaving with unsaved changes asks first
  await page.screenshot({ path: test.info().outputPath('cms-block.png'), fullPage: true });

  await page.goto('/backend#/nodes');
  await expect(page.getByRole('heading', { name: 'Inhalte' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await page.getByRole('option', { name: 'Formular' }).click();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await expect(page.getByRole('row')).not.toContainText(['Schlagwort']);
  await expectNoAxeViolations(page, 'Inhalte');
  await page.getByRole('row').filter({ hasText: 'Formular' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inhalt: Formular' })).toBeVisible();
  await expectNoAxeViolations(page, 'Inhalt bearbeiten');
  await page.screenshot({ path: test.info().outputPath('cms-node.png'), fullPage: true });
});
