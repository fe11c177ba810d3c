import { expect, test } from './support/clock';
import type { Locator, Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations } from './support/storefront';

/**
 * Website builder, 'Seiten': the manager builds a story page with five different blocks (columns with an
 * image, accordion, gallery, spacer, number), moves one with the keyboard, saves, finds it in the list,
 * edits it (the draft is autosaved), publishes it and opens the preview.
 */
const blocks = (page: Page) => page.getByRole('list', { name: 'Blöcke', exact: true });
const block = (page: Page, index: number) => blocks(page).locator(':scope > li').nth(index);

async function addBlock(page: Page, kind: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Block hinzufügen' }).last().click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  return blocks(page).locator(':scope > li').last();
}

async function pickFirstImage(page: Page, button: Locator) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Bild auswählen' });
  await dialog
    .getByRole('button', { name: /^Bild .* auswählen$/ })
    .first()
    .click();
  await expect(dialog).toHaveCount(0);
}

test('manager builds a story page with five blocks, reorders by keyboard, saves, edits and publishes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const path = `geschichten/sommer-am-hof-${Date.now()}`;
  await logInAsAdmin(page);
  await page.goto('/backend#/sites');
  await expect(page.getByRole('heading', { name: 'Seiten' })).toBeVisible();
  await expectNoAxeViolations(page, 'Seiten');

  await page.goto('/backend#/sites/create');
  await page.locator('input[name="name"]').fill('Sommer am Hof');
  await page.locator('input[name="path"]').fill(path);
  await page.locator('input[name="title"]').fill('Ein Sommer am Hof');
  await page.getByRole('combobox', { name: /^Typ/ }).click();
  await page.getByRole('option', { name: 'Geschichte' }).click();
  await expect(page.getByRole('heading', { name: 'Inhalt: Geschichte' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Kurztitel' }).fill('Sommer am Hof');
  await expect(page.getByText('Etwa 20 bis 40 Zeichen · 13 / 40 Zeichen')).toBeVisible();

  const columns = await addBlock(page, 'Spalten');
  await columns.getByRole('button', { name: 'Spalten: Eintrag hinzufügen' }).click();
  await columns.getByRole('textbox', { name: 'Text' }).first().fill('Frühstück im Garten');
  await pickFirstImage(page, columns.getByRole('button', { name: 'Aus Mediathek wählen: Bild' }));
  await expect(columns.locator('img')).toHaveCount(1);

  const accordion = await addBlock(page, 'Akkordeon');
  await accordion.getByRole('button', { name: 'Einträge: Eintrag hinzufügen' }).click();
  await accordion.getByRole('textbox', { name: 'Titel *' }).fill('Öffnungszeiten');

  const gallery = await addBlock(page, 'Galerie');
  await pickFirstImage(page, gallery.getByRole('button', { name: 'Bilder hinzufügen: Bilder' }));

  await addBlock(page, 'Abstand');
  const number = await addBlock(page, 'Zahl');
  await number.getByRole('textbox', { name: 'Beschriftung *' }).fill('Gäste im Jahr');
  await number.getByRole('textbox', { name: 'Wert *' }).fill('12.000');

  // the number moves up above the spacer, by keyboard
  const handle = page.getByRole('button', { name: '„Zahl 5: Gäste im Jahr“ verschieben' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('„Zahl 5: Gäste im Jahr“ aufgenommen, Position 5 von 5.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('„Zahl 5: Gäste im Jahr“ auf Position 4 von 5.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(block(page, 3).getByRole('button', { name: /^Zahl 4: Gäste im Jahr \(zuklappen\)$/ })).toBeVisible();
  await expect(block(page, 4).getByRole('button', { name: /^Abstand 5: Größe: 1 \(zuklappen\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Seite anlegen');

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Änderungen werden automatisch als Entwurf gespeichert', { exact: false })).toBeVisible();
  // saved: the blocks come back collapsed, in the new order
  await expect(blocks(page).locator(':scope > li')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Zahl 4: Gäste im Jahr \(aufklappen\)$/ })).toBeVisible();

  await page.goto('/backend#/sites');
  await page.getByPlaceholder('Suche').fill('Sommer am Hof');
  const row = page.getByRole('row').filter({ hasText: `/${path}` });
  // the search has answered: the header and the one page found
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Geschichte');
  await expect(row).toContainText('Entwurf');
  // the search's loading spinner (no accessible name, react-admin's) is gone once the list has answered
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Seiten (gesucht)');

  await row.click();
  await expect(page.locator('input[name="name"]')).toHaveValue('Sommer am Hof');
  await page.getByRole('textbox', { name: 'Kurztitel' }).fill('Ein Sommer am Hof');
  await expect(page.getByText(/^Entwurf gespeichert/)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Akkordeon 2: Einträge: 1 \(aufklappen\)$/ }).click();
  await expect(page.getByRole('textbox', { name: 'Titel *' })).toHaveValue('Öffnungszeiten');
  await page.getByLabel('Veröffentlicht').check();
  await expectNoAxeViolations(page, 'Seite bearbeiten');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  expect((await popup).url()).toMatch(new RegExp(`/${path}\\?vorschau=1$`));
  await (await popup).close();

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const saved = page.getByRole('row').filter({ hasText: `/${path}` });
  await expect(saved).toContainText('Veröffentlicht');
});
