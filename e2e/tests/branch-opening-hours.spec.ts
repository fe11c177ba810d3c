import { expect, test } from './support/clock';

/**
 * The foundation's "done means": log in with the demo admin, change a branch's opening hours in
 * the back office and see the change on the storefront.
 */
test('an admin changes opening hours in the back office and the storefront shows them', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });

  // before: the Linz bakery closes at 12:30 on Saturdays
  await page.goto('/store/linz-landstrasse');
  const saturday = page.getByRole('row', { name: /Samstag/ });
  await expect(saturday).toContainText('06:30 - 12:30');

  // log in
  await page.goto('/backend');
  await page.getByLabel('E-Mail').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/backend\/?#?\/?$/);
  await expect(page.getByText('Willkommen, Anna Admin')).toBeVisible();

  // open the branch and change Saturday's closing time
  await page.goto('/backend#/branches');
  await page.getByRole('cell', { name: 'Kornfeld Bäckerei Linz' }).click();
  await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
  const saturdayTo = page.locator('input[name="openingHours.5.to"]');
  await expect(saturdayTo).toHaveValue('12:30');
  await saturdayTo.fill('13:30');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag gespeichert')).toBeVisible();

  // after: the storefront shows the new time
  await page.goto('/store/linz-landstrasse');
  await expect(page.getByRole('row', { name: /Samstag/ })).toContainText('06:30 - 13:30');
  expect(consoleErrors).toEqual([]);
});

test('an invalid time is refused with the German message on the field, nothing saved', async ({ page }) => {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await page.goto('/backend#/branches');
  await page.getByRole('cell', { name: 'Kornfeld Bäckerei Salzburg' }).click();
  await page.getByRole('tab', { name: 'Öffnungszeiten' }).click();
  const firstTo = page.locator('input[name="openingHours.0.to"]');
  await firstTo.fill('06:00');
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Die Endzeit muss nach der Startzeit liegen.').first()).toBeVisible();
  const response = await page.request.get('/api/public/branches/salzburg-altstadt');
  const branch = (await response.json()).data;
  expect(branch.openingHours[0]).toEqual({ type: 'daily', date: null, isClosed: false, from: '07:00', to: '12:00' });
});
