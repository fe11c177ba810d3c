import { addToCart, expect, summaryValue, test } from './support/storefront';

/**
 * The demo's Catering-Buffet has a hidden price (spec §9): cart and checkout read 'Preis auf Anfrage'
 * instead of gross, total and taxes, and say when the final price comes. 20 persons at the internal
 * 18,00 EUR would be 360,00 EUR; that amount shows nowhere.
 */

test('a hidden price reads Preis auf Anfrage in the cart and at the checkout, never an amount or tax', async ({
  page,
}) => {
  await page.goto('/store/online-shop');
  await addToCart(page, 'Catering-Buffet');

  const summary = page.getByRole('region', { name: 'Zusammenfassung' });
  await expect(summaryValue(summary, 'Gesamt')).toHaveText('Preis auf Anfrage');
  await expect(summary.getByText('Der endgültige Preis wird beim Abschluss der Bestellung ermittelt.')).toBeVisible();
  await expect(summary).not.toContainText('360');

  await summary.getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellvorgang' })).toBeVisible();
  const cart = page.getByRole('region', { name: 'Warenkorb' });
  await expect(summaryValue(cart, 'Zwischensumme')).toHaveText('Preis auf Anfrage');
  await expect(summaryValue(cart, 'Gesamt')).toHaveText('Preis auf Anfrage');
  await expect(cart.getByText('Der endgültige Preis wird beim Abschluss der Bestellung ermittelt.')).toBeVisible();
  await expect(cart).not.toContainText(/MwSt|EUR|360/);
});
