import { expect, test } from './support/clock';

import { logInAsAdmin } from './support/backoffice';
import { AI_DRAFT_BLOCK } from './support/fakeAi';
import { expectNoAxeViolations } from './support/storefront';

/**
 * AI content against the worker's scripted provider (support/fakeAi.ts): the manager asks for a draft of 'Über uns'
 * from a two-line brief, reads the proposal, takes its one new block into the form and saves; the image library
 * makes a picture from a description.
 */

async function siteId(page: import('@playwright/test').Page, name: string): Promise<number> {
  const answer = await page.request.get(`/api/sites?q=${encodeURIComponent(name)}`);
  const rows = (await answer.json()).data as { id: number; name: string }[];
  return rows.find((row) => row.name === name)!.id;
}

test('a manager accepts one block of an AI draft of a page and saves it', async ({ page }) => {
  await logInAsAdmin(page);
  const id = await siteId(page, 'Über uns');
  const before = (await (await page.request.get(`/api/sites/${id}`)).json()).data.content.body.length as number;
  await page.goto(`/backend#/sites/${id}`);
  await page.getByRole('button', { name: 'Mit KI entwerfen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seite mit KI entwerfen' });
  await dialog
    .getByRole('textbox', { name: 'Auftrag' })
    .fill('Wir feiern 120 Jahre Wirtshaus in Mariahilf.\nErzähl kurz, seit wann wir kochen.');
  await dialog.getByRole('button', { name: 'Entwurf erstellen' }).click();
  await expect(dialog.getByText('Neuer Block: Zahl')).toBeVisible();
  await expectNoAxeViolations(page, 'KI-Entwurf');
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(dialog.getByText('Übernommen', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const body = async () =>
    (await (await page.request.get(`/api/sites/${id}`)).json()).data.content.body as Record<string, unknown>[];
  await expect.poll(async () => (await body()).length).toBe(before + 1);
  expect((await body())[before]).toEqual({ type: 'numberFact', ...AI_DRAFT_BLOCK });
});

test('the image library makes a picture from a description with its alt text', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/images');
  await page.getByRole('button', { name: 'Bild mit KI erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bild mit KI erzeugen' });
  await dialog.getByRole('textbox', { name: 'Bildbeschreibung' }).fill('Ein Teller Gulasch auf einem Holztisch');
  await dialog.getByRole('textbox', { name: 'Alternativtext' }).fill('Gulasch auf einem Holztisch');
  await dialog.getByRole('button', { name: 'Bild erzeugen' }).click();
  await expect(dialog.getByText('Das Bild ist in der Mediathek gespeichert.')).toBeVisible();
  const images = (await (await page.request.get('/api/images?q=Gulasch')).json()).data as { alt: string }[];
  expect(images.map((image) => image.alt)).toContain('Gulasch auf einem Holztisch');
});
