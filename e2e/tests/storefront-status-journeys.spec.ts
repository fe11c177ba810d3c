import {
  acceptConsents,
  addToCart,
  currentStep,
  expect,
  orderTakeaway,
  submitOrder,
  test,
  vienna,
} from './support/storefront';
import { testNow } from './support/clock';

/**
 * The status page answering what staff do (through the staff API): a counter appointment the customer
 * accepts, the questionnaire after completion; and a checkout the server refuses with a field error.
 */

// the status page polls every 10 seconds
const POLL = { timeout: 25_000 };

test(
  '5 · counter appointment: staff proposes a time, the polling page asks, the customer accepts',
  { tag: '@clock' },
  async ({ page, staff }) => {
    const order = await orderTakeaway(page, 'journey-5@example.com');
    await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');

    // three hours ahead, on a 5-minute boundary
    const proposal = new Date(Math.ceil((testNow().getTime() + 3 * 3600_000) / 300_000) * 300_000);
    const wall = vienna(proposal);
    await staff.post(`/api/orders/${order.id}/status/confirm`, { counterAppointment: proposal.toISOString() });

    const prompt = page.getByRole('region', { name: 'Neuer Terminvorschlag' });
    await expect(prompt).toBeVisible(POLL);
    await expect(prompt).toContainText(
      `Leider können wir Ihre Bestellung nicht zum gewünschten Termin annehmen. Wir schlagen ${wall.date} ${wall.time} Uhr vor.`,
    );
    await expect(currentStep(page)).toHaveText('Warten auf Bestätigung (aktuell)');
    await prompt.getByRole('button', { name: 'Ja, Termin annehmen' }).click();

    await expect(prompt).toBeHidden();
    await expect(currentStep(page)).toHaveText('Wird bearbeitet (aktuell)');
    await expect(page.locator('dt', { hasText: /^Termin$/ }).locator('+ dd')).toHaveText(
      `${wall.date} ${wall.time} Uhr`,
    );
    const saved = (await staff.get(`/api/orders/${order.id}`)) as { status: string; counterAppointmentState: string };
    expect([saved.status, saved.counterAppointmentState]).toEqual(['confirmed', 'accepted']);
  },
);

test('6 · questionnaire: staff completes the order, four ratings, then the comment, sent', async ({ page, staff }) => {
  await staff.post('/api/config', { enablePluginOrderReviews: true });
  const order = await orderTakeaway(page, 'journey-6@example.com');
  for (const step of ['confirm', 'in-delivery', 'completed'])
    await staff.post(`/api/orders/${order.id}/status/${step}`);

  const questionnaire = page.getByRole('region', { name: 'Wie zufrieden waren Sie?' });
  await expect(questionnaire).toBeVisible(POLL);
  const comment = questionnaire.getByLabel('Kommentar (optional)');
  const send = questionnaire.getByRole('button', { name: 'Bewertung senden' });
  const ratings: [string, number][] = [
    ['Gesamteindruck', 5],
    ['Essen', 4],
    ['Service', 3],
    ['Bestellvorgang', 2],
  ];
  for (const [legend, value] of ratings) {
    await expect(comment).toHaveCount(0);
    await expect(send).toBeDisabled();
    await questionnaire
      .getByRole('group', { name: legend })
      .getByRole('radio', { name: `${value} von 5` })
      .check();
  }
  await expect(comment).toBeVisible();
  await comment.fill('Knusprig wie immer.');
  await send.click();

  await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toBeVisible();
  await expect(questionnaire).toBeHidden();
  const saved = (await staff.get(`/api/orders/${order.id}`)) as { questionnaire: Record<string, unknown> };
  expect(saved.questionnaire).toMatchObject({
    rating: 5,
    foodRating: 4,
    serviceRating: 3,
    processRating: 2,
    comment: 'Knusprig wie immer.',
  });
});

test('7 · the server refuses the e-mail address: error list in view, field marked with the message', async ({
  page,
  consoleErrors,
}) => {
  // the browser logs the refused request as a console error
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
  await acceptConsents(page);

  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders');
  await page.getByRole('button', { name: 'Bestellung abschicken' }).click();
  expect((await refused).status()).toBe(400);

  const errors = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(errors.getByRole('listitem')).toHaveText(['E-Mail: Bitte geben Sie eine gültige E-Mail-Adresse an.']);
  await expect(errors).toBeInViewport();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse an.');
  await expect(page).toHaveURL(/\/store\/online-shop\/checkout$/);

  // corrected, the same form goes through
  await email.fill('anna.huber@example.com');
  const order = await submitOrder(page);
  await expect(page.getByText(`Ticketnummer ${order.ticketNumber}`, { exact: true })).toBeVisible();
});
