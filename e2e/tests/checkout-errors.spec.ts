import { acceptConsents, addToCart, expect, submitOrder, test } from './support/storefront';

/**
 * One submit, every problem: the server reports a refused e-mail address together with the consents
 * still unticked, so the customer fixes everything in one go instead of one round per problem.
 */

test('a mistyped e-mail address and unticked consents are listed together', async ({ page, consoleErrors }) => {
  // the browser logs the refused requests as console errors
  consoleErrors.allow(/status of 400 .*\/api\/orders\)$/);
  await page.goto('/store/online-shop');
  await addToCart(page, 'Kornspitz');
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Anna');
  await page.getByLabel('Nachname *', { exact: true }).fill('Huber');
  // a browser takes "name@host" as an address; the server wants a domain with a dot
  const email = page.getByLabel('E-Mail *', { exact: true });
  await email.fill('anna.huber@example');

  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click();
  expect((await refused).status()).toBe(400);

  const errors = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse an.',
    'Bitte akzeptieren Sie die AGB.',
    'Bitte akzeptieren Sie die Datenschutzerklärung.',
  ]);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toHaveAttribute('aria-invalid', 'true');

  // everything fixed at once, the same form goes through
  await email.fill('anna.huber@example.com');
  await acceptConsents(page);
  const order = await submitOrder(page);
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
});
