import { expect, test } from './support/clock';

test('the login page refuses wrong credentials in German', async ({ page }) => {
  await page.goto('/backend');
  await expect(page).toHaveURL(/\/backend\/login\?next=\/backend$/);
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.getByLabel('E-Mail').fill('admin@example.com');
  await page.getByLabel('Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await expect(page.getByRole('alert')).toHaveText('Fehlerhafte Zugangsdaten.');
  await expect(page.getByLabel('E-Mail')).toHaveValue('admin@example.com');
});

test('an anonymous API call answers 401 with a German error', async ({ request }) => {
  const response = await request.get('/api/branches');
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({
    errors: [{ message: 'Bitte melden Sie sich an.', code: 'not_authenticated' }],
  });
});
