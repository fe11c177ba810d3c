import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { logInAsAdmin } from './support/backoffice';
import { mailsWith } from './support/mailbox';
import { expect, expectNoAxeViolations, test } from './support/storefront';

/**
 * Content forms (spec storefront §3, §4 'Form submit', §5, §7, §8): a visitor opens the demo's contact form
 * from the footer's 'Noch Fragen?' (its #formular-{id} address), sends it empty (German error list), fills it in and sends it, and reads
 * the thank-you; the mail is in the test mailbox, the submission in the back office's 'Anfragen' and its
 * CSV export. The signatures page copies a signature into the clipboard. axe at 0 on every screen.
 */

// screenshots to look at after a run
const shot = (name: string) => join(__dirname, '..', '..', 'var', `content-forms-${name}.png`);

async function contactFormId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const response = await request.get('/api/public/nodes?type=form');
  const forms = ((await response.json()) as { data: { id: number; content: { name: string } }[] }).data;
  const form = forms.find((node) => node.content.name === 'Kontakt');
  expect(form, 'Kontaktformular der Demo').toBeTruthy();
  return form!.id;
}

test('a visitor sends the contact form; the mail arrives, staff find it under Anfragen and export it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const id = await contactFormId(request);
  const message = `Haben Sie am Samstag einen Tisch für sechs Personen? ${Date.now()}`;
  consoleErrors.allow(/status of 400/);

  await page.goto('/');
  // the footer's 'Noch Fragen?' offers every form flagged isInFooter as a '#formular-{id}' link
  await page.getByRole('region', { name: 'Noch Fragen?' }).getByRole('link', { name: 'Kontakt' }).click();

  const dialog = page.getByRole('dialog', { name: 'Kontakt' });
  await expect(dialog.getByText('Schreiben Sie uns, wir melden uns am nächsten Werktag.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#formular-${id}$`));
  await expectNoAxeViolations(page, 'Kontaktformular');

  await dialog.getByRole('button', { name: 'Absenden' }).click();
  const errors = dialog.getByRole('alert');
  await expect(errors).toContainText('Bitte prüfen Sie Ihre Eingaben');
  await expect(errors.getByRole('listitem')).toHaveText([
    'Bitte füllen Sie das Feld „Name“ aus.',
    'Bitte füllen Sie das Feld „E-Mail“ aus.',
    'Bitte füllen Sie das Feld „Nachricht“ aus.',
    'Bitte bestätigen Sie „Ich stimme der Datenschutzerklärung zu.“.',
  ]);
  await page.screenshot({ path: shot('errors') });
  await expectNoAxeViolations(page, 'Kontaktformular mit Fehlern');

  await dialog.getByRole('button', { name: 'Eingaben ändern' }).click();
  await dialog.getByLabel('Name *').fill('Anna Muster');
  await dialog.getByLabel('E-Mail *').fill('anna@example.com');
  await dialog.getByLabel('Nachricht *').fill(message);
  await dialog.getByLabel('Ich stimme der Datenschutzerklärung zu. *').check();
  await page.screenshot({ path: shot('filled') });
  await expectNoAxeViolations(page, 'Kontaktformular ausgefüllt');
  await dialog.getByRole('button', { name: 'Absenden' }).click();

  await expect(dialog.getByText('Vielen Dank für Ihre Nachricht!')).toBeVisible();
  await page.screenshot({ path: shot('sent') });
  await expectNoAxeViolations(page, 'Kontaktformular gesendet');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => mailsWith('Subject: Kontaktanfrage', 'To: office@example.com', message).length).toBe(1);
  const mail = mailsWith(message)[0]!;
  expect(mail).toContain('Reply-To: anna@example.com');
  expect(mail).toContain('Name: Anna Muster');

  await logInAsAdmin(page);
  await page.goto('/backend#/form-submissions');
  await expect(page.getByRole('heading', { name: 'Anfragen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: message.slice(0, 40) });
  await expect(row).toContainText('Kontakt');
  await expect(row).toContainText('E-Mail: Erledigt');
  await page.screenshot({ path: shot('backoffice-list') });
  await expectNoAxeViolations(page, 'Anfragen');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV exportieren' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(
    csv.startsWith(
      '\ufeffNr.;Eingegangen;Formular;Aktionen;Name;E-Mail;Nachricht;Ich stimme der Datenschutzerklärung zu.\r\n',
    ),
  ).toBe(true);
  expect(csv).toContain(`;Kontakt;E-Mail: erledigt;Anna Muster;anna@example.com;${message};ja\r\n`);

  await row.click();
  await expect(page.getByRole('cell', { name: message })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Anna Muster' })).toBeVisible();
  await page.screenshot({ path: shot('backoffice-detail') });
  await expectNoAxeViolations(page, 'Anfrage');
});

test('the signatures page copies a signature as HTML', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/signatures');
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Signaturen' })).toBeVisible();
  await expectNoAxeViolations(page, 'Signaturen');

  const card = page.getByRole('listitem').filter({ hasText: 'Wirtshaus Team' });
  await card.getByRole('button', { name: 'Signatur kopieren' }).click();
  await expect(card.getByRole('button', { name: 'Kopiert!' })).toBeVisible();

  const html = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return (await item!.getType('text/html')).text();
  });
  const width = Number(/width="(\d+)"/.exec(html)?.[1]);
  expect(width).toBeGreaterThanOrEqual(820);
  expect(width).toBeLessThanOrEqual(1400);
  expect(html).toContain('<img src="data:image/png;base64,');
  expect(html).toContain('<a href="mailto:office@example.com">office@example.com</a>');
  await page.screenshot({ path: shot('signatures') });
  await expectNoAxeViolations(page, 'Signaturen nach dem Kopieren');
});
