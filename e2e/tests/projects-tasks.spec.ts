import { expect, test } from './support/clock';
import type { Page } from '@playwright/test';

import { logInAsAdmin } from './support/backoffice';
import { expectNoAxeViolations } from './support/storefront';

/**
 * Projects and tasks: an administrator creates a task in the demo project 'Umbau Schanigarten' and assigns it
 * to Max Mitarbeiter; Max sees it unread in 'Aufgaben', opens it (viewed: the marker goes), marks it unread
 * again (the marker is back) and moves it on the board with the keyboard and the mouse.
 */
function shot(name: string): string {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  return dir ? `${dir}/${name}` : test.info().outputPath(name);
}

async function logInAsEmployee(page: Page) {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // counter employees start on the order board (the start page's greeting shows only until the role is known)
  await expect(page).toHaveURL(/#\/current-orders/);
}

const column = (page: Page, status: string) => page.getByRole('region', { name: new RegExp(`^${status} \\(\\d+\\)$`) });

test('a task is assigned, opened (viewed), marked unread again and moved on the board', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Kühlraum reinigen ${Date.now() % 100000}`;

  await logInAsAdmin(page);
  await page.goto('/backend#/projects');
  await expect(page.getByRole('row').filter({ hasText: 'Umbau Schanigarten' })).toContainText('Max Mitarbeiter');
  await expectNoAxeViolations(page, 'Projekte');
  await page.screenshot({ path: shot('projects-list.png'), fullPage: true });

  // a person's page shows their time tracking figures of this month
  await page.goto('/backend#/users');
  await page.getByRole('row').filter({ hasText: 'mitarbeiter@example.com' }).click();
  const figures = page.getByRole('region', { name: 'Zeiterfassung diesen Monat' });
  await expect(figures).toContainText('Gearbeitet');
  await expect(figures).toContainText(/Saldo bis heute−?\d+:\d\d h/);
  await expectNoAxeViolations(page, 'Benutzer mit Zeiterfassung');
  await page.screenshot({ path: shot('user-profile.png'), fullPage: true });

  await page.goto('/backend#/tasks/create');
  await page.locator('input[name="title"]').fill(title);
  await page.getByRole('combobox', { name: 'Projekt' }).fill('Umbau');
  await page.getByRole('option', { name: 'Umbau Schanigarten' }).click();
  await page.getByRole('combobox', { name: 'Zuständig' }).click();
  await page.getByRole('option', { name: 'Max Mitarbeiter' }).click();
  await page.locator('input[name="dueDate"]').fill('2026-12-01');
  await page.getByRole('textbox', { name: 'Beschreibung' }).click();
  await page.keyboard.type('Boden und Regale, danach ');
  await page.getByRole('button', { name: 'Fett' }).click();
  await page.keyboard.type('Temperatur prüfen');
  await expectNoAxeViolations(page, 'Aufgabe anlegen');
  await page.screenshot({ path: shot('task-create.png'), fullPage: true });
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  const adminRow = page.getByRole('row').filter({ hasText: title });
  await expect(adminRow).toContainText('Max Mitarbeiter');
  // the administrator created it: read for them
  await expect(adminRow.getByText('Ungelesen', { exact: true })).toHaveCount(0);

  const context = await browser.newContext();
  const max = await context.newPage();
  await logInAsEmployee(max);
  await max.goto('/backend#/tasks');
  const row = max.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Ungelesen', { exact: true })).toBeVisible();
  await expect(row.locator('[data-unread="true"]')).toHaveCSS('font-weight', '700');
  await expectNoAxeViolations(max, 'Aufgaben (Liste)');
  await max.screenshot({ path: shot('tasks-list-unread.png'), fullPage: true });

  await row.getByText(title).click();
  await expect(max.locator('input[name="title"]')).toHaveValue(title);
  await expect(max.getByRole('textbox', { name: 'Beschreibung' }).locator('b, strong')).toHaveText('Temperatur prüfen');
  await max.getByLabel('Neuer Kommentar').fill('Mache ich am Freitag.');
  await max.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
  await expect(max.getByText('Mache ich am Freitag.')).toBeVisible();
  await expectNoAxeViolations(max, 'Aufgabe (Detail)');
  await max.screenshot({ path: shot('task-detail.png'), fullPage: true });

  await max.goto('/backend#/tasks');
  await expect(row).toBeVisible();
  await expect(row.getByText('Ungelesen', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: `Als ungelesen markieren: ${title}` }).click();
  await expect(max.getByText('Aufgabe ist wieder als ungelesen markiert.')).toBeVisible();
  await expect(row.getByText('Ungelesen', { exact: true })).toBeVisible();

  await max.getByRole('button', { name: 'Board' }).click();
  const card = max.locator('li[data-task-id]').filter({ hasText: title });
  await expect(column(max, 'Offen').locator('li').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(max, 'Aufgaben (Board)');
  const handle = card.getByRole('button', { name: `Aufgabe „${title}“ verschieben` });
  await handle.focus();
  // each key waits for its screen-reader announcement (a busy machine must not lose a step)
  await max.keyboard.press('Space');
  await expect(
    max.getByRole('status').filter({ hasText: /^Aufgabe „.+“ (aufgenommen, Spalte|über Spalte) Offen\.$/ }),
  ).toBeAttached();
  await max.keyboard.press('ArrowRight');
  await expect(max.getByRole('status').filter({ hasText: /^Aufgabe „.+“ über Spalte In Arbeit\.$/ })).toBeAttached();
  await max.keyboard.press('Space');
  await expect(max.getByText('Status geändert: In Arbeit.')).toBeVisible();
  await expect(column(max, 'In Arbeit').locator('li').filter({ hasText: title })).toBeVisible();

  // with the mouse: to 'In Prüfung'
  const from = await card.getByRole('button', { name: `Aufgabe „${title}“ verschieben` }).boundingBox();
  const to = await column(max, 'In Prüfung').boundingBox();
  if (!from || !to) throw new Error('Board nicht sichtbar');
  await max.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await max.mouse.down();
  await max.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  await max.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await max.mouse.up();
  await expect(column(max, 'In Prüfung').locator('li').filter({ hasText: title })).toBeVisible();
  await max.screenshot({ path: shot('tasks-board.png'), fullPage: true });

  await max.reload();
  await expect(column(max, 'In Prüfung').locator('li').filter({ hasText: title })).toBeVisible();
  await context.close();
});
