import { logInAsAdmin } from './support/backoffice';
import { expect, test } from './support/storefront';

/**
 * List filters added with 'Filter hinzufügen' that pick a record of another resource (the branch of users, the
 * person of activities): their search field loads when the filter is shown, filters the list and is there at once
 * when the filtered list's address is opened again.
 */
test('a branch or person filter is added, filters the list and stays after a reload', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/users');
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Filiale' }).click();
  await page.keyboard.press('Escape');
  // typed rather than clicked: the added filter takes the focus (react-admin's FilterButton) and opens its list by
  // itself, and a click on an open list's field closes it (MUI's Autocomplete), so a click raced the list's opening
  await page.getByRole('combobox', { name: 'Filiale' }).fill('Mariahilf');
  await page.getByRole('option', { name: /Mariahilf/ }).click();

  // the chosen branch in the address's filter (not only the displayed filter's name) before the reload reads it
  await expect(page).toHaveURL(/[?&]filter=[^&]*branch/);
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'mitarbeiter@example.com' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filiale' })).toHaveValue(/Mariahilf/);

  await page.goto('/backend#/working-activities');
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Person' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Person' }).fill('Max');
  await expect(page.getByRole('option', { name: 'Max Mitarbeiter' })).toBeVisible();
});

// the inputs of other added filters load when shown too (components/lazyFilters.tsx)
test('a task priority filter is added, filters the list and stays after a reload', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/tasks');
  await expect(page.getByRole('row', { name: /Beleuchtung planen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Priorität' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Priorität' }).click();
  await page.getByRole('option', { name: 'Dringend' }).click();

  await expect(page).toHaveURL(/priority/);
  await expect(page.getByRole('row', { name: /Menükarten drucken/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Beleuchtung planen/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Priorität' })).toHaveText('Dringend');
});
