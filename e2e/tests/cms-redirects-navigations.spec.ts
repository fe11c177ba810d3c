import { expect, test } from './support/clock';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations } from './support/storefront';

/**
 * Website builder (cms) in the back office: the administrator adds a redirect in 'Weiterleitungen' and the
 * old address answers with it; a chain is refused in German; the demo's navigations are listed and an
 * item is added to the footer navigation.
 */
test('admin adds a redirect, the old address follows it, a chain is refused', async ({ page, request }) => {
  const old = `/alte-aktion-${Date.now()}`;
  await logInAsAdmin(page);
  await page.goto('/backend#/redirects');
  await expect(page.getByRole('heading', { name: 'Weiterleitungen' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '/about' })).toContainText('Dauerhaft (301)');
  await expectNoAxeViolations(page, 'Weiterleitungen');

  await page.goto('/backend#/redirects/create');
  await page.locator('input[name="path"]').fill(old);
  await page.locator('input[name="target"]').fill('/ueber-uns');
  // temporary (302) is the default: a 301 stays in browsers' caches after the redirect is deleted
  await expect(page.getByLabel('Dauerhaft (301)')).not.toBeChecked();
  await expectNoAxeViolations(page, 'Weiterleitung anlegen');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: old })).toContainText('Vorübergehend (302)');

  const answer = await request.get(old, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/ueber-uns');

  await page.goto('/backend#/redirects/create');
  await page.locator('input[name="path"]').fill('/ueber-uns');
  await page.locator('input[name="target"]').fill('/start');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  // the demo's /about → /ueber-uns comes first
  await expect(
    page
      .getByText('Die Weiterleitung /about führt auf diesen Pfad. Bitte keine Ketten von Weiterleitungen anlegen.')
      .first(),
  ).toBeVisible();
});

test('admin adds an item to the footer navigation', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/navigations');
  await expect(page.getByRole('heading', { name: 'Navigationen' })).toBeVisible();
  const main = page.getByRole('row').filter({ hasText: 'main' });
  await expect(main).toContainText('5');
  await expectNoAxeViolations(page, 'Navigationen');

  await page.getByRole('row').filter({ hasText: 'footer' }).click();
  await expect(page.locator('input[name="identifier"]')).toHaveValue('footer');
  const tree = page.getByRole('list', { name: 'Einträge der Navigation' });
  await tree.getByRole('button', { name: '„Instagram“ bearbeiten' }).click();
  await expect(tree.getByLabel('Adresse')).toHaveValue('https://instagram.com/wirtshaus');
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  const added = tree.getByRole('listitem').last();
  await added.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Sonstiges' }).click();
  await added.getByLabel('Beschriftung').fill('Kontakt');
  // the option list fades out before it leaves the page (hidden from the accessibility tree meanwhile):
  // axe would read its half-transparent entries, so wait until its popover is gone
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Navigation bearbeiten');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'footer' })).toContainText('3');
  await expect(page.getByRole('row').filter({ hasText: 'footer' })).not.toContainText('Type');
});
