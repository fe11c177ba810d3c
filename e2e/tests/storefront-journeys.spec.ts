import {
  acceptConsents,
  ALWAYS_OPEN,
  addToCart,
  currentStep,
  expect,
  expectNoAxeViolations,
  setOpeningHours,
  submitOrder,
  summaryValue,
  test,
  vienna,
} from './support/storefront';
import { testNow } from './support/clock';

/**
 * The storefront's order journeys against the demo data: takeaway now, delivery around the minimum
 * order value and the free-delivery threshold, dine-in at a chosen table, a preorder while closed.
 * Each test places its own order; the fixture fails a test on any console or page error.
 */

test('1 · takeaway now: from the division page to the status page, paid in cash', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Kornfeld Online-Shop' }).click();
  await expect(page).toHaveURL(/\/store\/online-shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kornfeld Online-Shop' })).toBeVisible();

  await addToCart(page, 'Semmel');
  await expect(page.getByRole('button', { name: '1 Produkt im Warenkorb' })).toBeEnabled();
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page).toHaveURL(/\/store\/online-shop\/checkout$/);

  await page.getByRole('radio', { name: 'Takeaway' }).check();
  await page.getByLabel('Vorname *', { exact: true }).fill('Anna');
  await page.getByLabel('Nachname *', { exact: true }).fill('Huber');
  await page.getByLabel('E-Mail *', { exact: true }).fill('journey-1@example.com');
  await expect(page.getByText('So schnell wie möglich', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Barzahlung' }).check();
  await acceptConsents(page);
  const order = await submitOrder(page);

  expect(page.url()).toMatch(new RegExp(`/status/${order.uid}/${order.hash}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
  await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');
  await expect(page.getByRole('row', { name: /Semmel/ })).toBeVisible();
});

test('2 · delivery: minimum order value, area fee, free delivery above the threshold, then ordered by a company to a different address', async ({
  page,
  staff,
}) => {
  await page.goto('/store/online-shop');
  const summary = page.getByRole('region', { name: 'Zusammenfassung' });
  await addToCart(page, 'Semmel');
  await summary.getByLabel('Art der Lieferung').selectOption({ label: 'Lieferung' });
  await summary.getByLabel('Liefergebiet').selectOption({ label: '1060 Mariahilf' });

  // 0,55 EUR: below the area's minimum of 15,00 EUR, 14,45 EUR missing
  await expect(
    summary.getByText('Sie haben den Mindestbestellwert in Höhe von 15,00 EUR leider noch nicht erreicht.'),
  ).toBeVisible();
  await expect(
    summary.getByText(
      'Fügen Sie Waren im Wert von mindestens 14,45 EUR hinzu oder wählen Sie eine andere Art der Lieferung.',
    ),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Jetzt bestellen' })).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Jetzt bestellen' })).toBeDisabled();

  // + 3 × Roggenbrot 1 kg (14,70 EUR) = 15,25 EUR: minimum reached, fee 2,90 EUR
  await addToCart(page, 'Roggenbrot 1 kg', '3');
  await expect(summary.getByText(/Mindestbestellwert/)).toHaveCount(0);
  await expect(summaryValue(summary, 'Lieferkosten')).toHaveText('2,90 EUR');
  await expect(summaryValue(summary, 'Gesamt')).toHaveText('18,15 EUR');
  await expect(summary.getByText('Kostenlose Lieferung ab 35,00 EUR.')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Jetzt bestellen' })).toBeVisible();

  // + 5 × Roggenbrot 1 kg (24,50 EUR) = 39,75 EUR: above 35,00 EUR, delivery free, hint gone
  await addToCart(page, 'Roggenbrot 1 kg', '5');
  await expect(summaryValue(summary, 'Lieferkosten')).toHaveText('Kostenlos');
  await expect(summaryValue(summary, 'Gesamt')).toHaveText('39,75 EUR');
  await expect(summary.getByText('Kostenlose Lieferung ab 35,00 EUR.')).toHaveCount(0);

  await summary.getByRole('link', { name: 'Jetzt bestellen' }).click();
  await expect(page.getByRole('radio', { name: 'Lieferung' })).toBeChecked();
  // the area is offered as a choice, preselected from the postcode
  await expect(page.getByLabel('Liefergebiet *', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Liefergebiet und Lieferkosten ergeben sich aus Ihrer PLZ.', { exact: true }),
  ).toBeVisible();
  const cart = page.getByRole('region', { name: 'Warenkorb' });
  // the checkout lists a delivery fee only when there is one
  await expect(summaryValue(cart, 'Zwischensumme')).toHaveText('39,75 EUR');
  await expect(cart.locator('dt', { hasText: 'Lieferkosten' })).toHaveCount(0);
  await expect(summaryValue(cart, 'Gesamt')).toHaveText('39,75 EUR');

  // with an address the names are required as well
  await page.getByLabel('Vorname *', { exact: true }).fill('Lukas');
  await page.getByLabel('Nachname *', { exact: true }).fill('Berger');
  await page.getByLabel('E-Mail *', { exact: true }).fill('journey-2@example.com');
  await page.getByLabel('Telefon *', { exact: true }).fill('+43 664 7654321');
  await page.getByLabel('Straße *', { exact: true }).fill('Gumpendorfer Straße 10');
  await page.getByLabel('PLZ *', { exact: true }).fill('1060');
  await expect(
    page.getByText('Liefergebiet: 1060 Mariahilf, Lieferkosten 2,90 EUR, Mindestbestellwert 15,00 EUR', {
      exact: true,
    }),
  ).toBeVisible();
  await page.getByLabel('Ort *', { exact: true }).fill('Wien');
  await expect(page.getByLabel('Land *', { exact: true }).locator('option:checked')).toHaveText('Österreich');
  // a company order to a different delivery address
  await page.getByRole('checkbox', { name: 'Firma' }).check();
  await page.getByLabel('Firmenname *', { exact: true }).fill('Berger & Söhne OG');
  await page.getByLabel('UID-Nummer', { exact: true }).fill('ATU12345678');
  await page.getByRole('checkbox', { name: 'Abweichende Lieferadresse' }).check();
  const delivery = page.getByRole('group', { name: 'Lieferadresse' });
  await delivery.getByLabel('Vorname *', { exact: true }).fill('Mia');
  await delivery.getByLabel('Nachname *', { exact: true }).fill('Berger');
  await delivery.getByLabel('Straße *', { exact: true }).fill('Mariahilfer Straße 1');
  await delivery.getByLabel('PLZ *', { exact: true }).fill('1060');
  await delivery.getByLabel('Ort *', { exact: true }).fill('Wien');
  await expectNoAxeViolations(page, 'Kasse mit Firma und abweichender Lieferadresse');
  await acceptConsents(page);
  const order = await submitOrder(page);
  expect(await staff.get(`/api/orders/${order.id}`)).toMatchObject({
    isCompany: true,
    companyName: 'Berger & Söhne OG',
    vatNumber: 'ATU12345678',
    street: 'Gumpendorfer Straße 10',
    isDeliveryAddressDifferent: true,
    isDeliveryCompany: false,
    deliveryFirstName: 'Mia',
    deliveryLastName: 'Berger',
    deliveryStreet: 'Mariahilfer Straße 1',
    deliveryZipCode: '1060',
    deliveryCity: 'Wien',
    deliveryCountry: 'AT',
  });

  await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Liefergebiet' }).locator('+ dd')).toHaveText('1060 Mariahilf');
});

test('3 · dine-in at Mariahilf with table selection: the chosen table reaches the status page', async ({
  page,
  staff,
}) => {
  await setOpeningHours(staff, 'wien-mariahilf', ALWAYS_OPEN);
  await page.goto('/store/wien-mariahilf');
  await addToCart(page, 'Frittatensuppe');
  await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();

  await page.getByRole('radio', { name: 'Dine In' }).check();
  const table = page.getByLabel('Tischnummer *', { exact: true });
  await expect(table.locator('option:checked')).toHaveText('Bitte wählen');
  // tables as people count them: 2 before 10
  await expect(table.locator('option')).toHaveText([
    'Bitte wählen',
    ...Array.from({ length: 12 }, (_, index) => String(index + 1)),
    'Garten 1',
    'Garten 2',
  ]);
  await expect(page.getByText('Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.')).toBeVisible();
  await table.selectOption({ label: 'Garten 1' });
  // the table names the order: an optional first name, no last name, e-mail, phone or appointment
  await page.getByLabel('Vorname', { exact: true }).fill('Jana');
  await expect(page.getByLabel(/^Nachname/)).toHaveCount(0);
  await expect(page.getByLabel(/^E-Mail/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Gewünschter Termin' })).toHaveCount(0);
  await acceptConsents(page);
  const order = await submitOrder(page);

  await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Tischnummer' }).locator('+ dd')).toHaveText('Garten 1');
  await expect(page.locator('dt', { hasText: 'Art der Lieferung' }).locator('+ dd')).toHaveText('Dine In');
});

test(
  '4 · preorder while Linz is closed today: notices, picker, "Vorbestellung abschicken"',
  { tag: '@clock' },
  async ({ page, staff }) => {
    const now = testNow();
    const today = vienna(now);
    const tomorrow = vienna(new Date(now.getTime() + 24 * 3600 * 1000));
    await setOpeningHours(staff, 'linz-landstrasse', [
      { type: 'daily', date: null, isClosed: false, from: '06:00', to: '18:30' },
      { type: today.weekday, date: null, isClosed: true, from: null, to: null },
    ]);

    await page.goto('/store/linz-landstrasse');
    await expect(
      page.getByText(
        `Derzeit haben wir leider geschlossen. Wir öffnen wieder am ${tomorrow.germanWeekday} um 06:00 Uhr.`,
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen. Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ),
    ).toBeVisible();
    await addToCart(page, 'Kornspitz');
    await page.getByRole('region', { name: 'Zusammenfassung' }).getByRole('link', { name: 'Jetzt bestellen' }).click();

    await expect(
      page.getByText(
        'Derzeit haben wir leider geschlossen. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Keine Angabe', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Termin wählen' }).click();
    const picker = page.getByRole('dialog', { name: 'Gewünschter Termin' });
    await picker.getByRole('button', { name: new RegExp(tomorrow.dayLabel) }).click();
    // the last start a slot can have before 18:30 is 18:25
    await expect(picker.getByRole('button', { name: '06:00 - 18:25 Uhr' })).toBeVisible();
    await picker.getByLabel('Stunden').selectOption('09');
    await picker.getByLabel('Minuten').selectOption('30');
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText(`Morgen, ${tomorrow.date}, 09:30 Uhr`, { exact: true })).toBeVisible();

    await page.getByLabel('Vorname *', { exact: true }).fill('Eva');
    await page.getByLabel('Nachname *', { exact: true }).fill('Gruber');
    await page.getByLabel(/^E-Mail/).fill('journey-4@example.com');
    await page.getByLabel('Telefon *', { exact: true }).fill('+43 732 123456');
    await acceptConsents(page);
    await expect(page.getByRole('button', { name: 'Bestellung abschicken', exact: true })).toHaveCount(0);
    const order = await submitOrder(page, 'Vorbestellung abschicken');

    await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');
    await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Termin$/ }).locator('+ dd')).toHaveText(`${tomorrow.date} 09:30 Uhr`);
  },
);
