import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/storefront';
import { logInAsAdmin } from './support/backoffice';
import { testNow } from './support/clock';

/**
 * The Dienstplan of the demo week 23.11.–29.11.2026 (KW 48; the run's pinned clock is in it): Anna, the
 * administrator, filters on Mariahilf, creates a shift by dragging on an empty cell, moves it a day on
 * with the keyboard, plans Max twice on Friday and sees the conflict on the shift and in the list, then
 * copies the week into KW 49 (Max's and Petra's weekly shifts are there already, 8.12. is a holiday).
 * axe on the screen with and without the dialog; screenshots at desktop and tablet width.
 */

function cell(page: Page, person: RegExp, day: string): Locator {
  return page.getByRole('row', { name: person }).locator(`td[data-cell$=":${day}"]`);
}

async function dragOnEmptyPart(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('Zelle nicht sichtbar');
  const x = box.x + box.width - 12;
  const y = box.y + box.height - 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x - 20, y - 2, { steps: 4 });
  await page.mouse.up();
}

async function planShift(page: Page, start: string, end: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Beginn (HH:MM)').fill(start);
  await dialog.getByLabel('Ende (HH:MM)').fill(end);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Schicht angelegt.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a manager plans, moves and copies shifts in the Dienstplan', { tag: '@clock' }, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Dienstplan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dienstplan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'KW 48 · 23.11.–29.11.2026' })).toBeVisible();
  await page.getByLabel('Filiale').click();
  await page.getByRole('option', { name: /Mariahilf/ }).click();
  // the option list's backdrop must be gone before the mouse drags on the grid (it would take the press)
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await expect(cell(page, /^Max Mitarbeiter/, '2026-11-23')).toContainText('08:00–16:30');

  // drag on an empty cell: Anna, Saturday
  await dragOnEmptyPart(page, cell(page, /^Anna Admin/, '2026-11-28'));
  await expect(page.getByRole('dialog', { name: 'Schicht anlegen: Anna Admin' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Tag: Samstag, 28.11.2026');
  await expectNoAxeViolations(page, 'Dienstplan (Schicht anlegen)');
  await planShift(page, '18:00', '23:00');
  await expect(cell(page, /^Anna Admin/, '2026-11-28')).toContainText('18:00–23:00');

  // moved one day on with the keyboard
  const handle = page.getByRole('button', { name: 'Schicht Anna Admin, Sa, 28.11. 18:00–23:00 verschieben' });
  await handle.focus();
  // each key waits for its screen-reader announcement (a busy machine must not lose a step)
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('status').filter({ hasText: /über Anna Admin, Samstag, 28\.11\.2026\.$/ }),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('status').filter({ hasText: /über Anna Admin, Sonntag, 29\.11\.2026\.$/ }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Schicht verschoben auf Sonntag, 29.11.2026.')).toBeVisible();
  await expect(cell(page, /^Anna Admin/, '2026-11-29')).toContainText('18:00–23:00');
  await expect(cell(page, /^Anna Admin/, '2026-11-28')).not.toContainText('18:00');

  // Max twice on Friday: flagged on the shift (icon and text) and listed
  await cell(page, /^Max Mitarbeiter/, '2026-11-27')
    .getByRole('button', { name: 'Schicht für Max Mitarbeiter am Freitag, 27.11.2026 anlegen' })
    .click();
  await planShift(page, '15:00', '18:00');
  const conflict = 'Max Mitarbeiter ist doppelt eingeplant: Fr, 27.11.2026 08:00–16:30 und Fr, 27.11.2026 15:00–18:00.';
  await expect(page.getByRole('listitem').filter({ hasText: conflict })).toBeVisible();
  await expect(cell(page, /^Max Mitarbeiter/, '2026-11-27').getByText('Konflikt')).toHaveCount(2);
  await expectNoAxeViolations(page, 'Dienstplan (Woche mit Konflikt)');
  await page.screenshot({ path: 'test-results/time-planner-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/time-planner-tablet.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // copy into the next week
  await page.getByRole('button', { name: 'Nächste Woche' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'KW 49 · 30.11.–06.12.2026' })).toBeVisible();
  await expect(cell(page, /^Anna Admin/, '2026-12-06')).not.toContainText('18:00');
  await page.getByRole('button', { name: 'Vorwoche kopieren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vorwoche kopieren?' });
  await expect(confirm).toContainText('KW 48 · 23.11.–29.11.2026');
  await confirm.getByRole('button', { name: 'Vorwoche kopieren' }).click();
  await expect(page.getByText('2 Schichten kopiert, 7 übersprungen.')).toBeVisible();
  await expect(cell(page, /^Anna Admin/, '2026-12-06')).toContainText('18:00–23:00');
  await expect(cell(page, /^Max Mitarbeiter/, '2026-12-04')).toContainText('15:00–18:00');
  await expect(page.getByRole('columnheader', { name: /Di, 01.12./ })).toBeVisible();

  // the month
  // the month of the day a week after today: November on Monday 23.11. (→ 30.11.), December later in the week
  await page.getByRole('button', { name: 'Monat' }).click();
  const weekLater = new Date(testNow().getTime() + 7 * 24 * 3600 * 1000);
  const month = new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'Europe/Vienna' }).format(
    weekLater,
  );
  await expect(page.getByRole('heading', { level: 2, name: month })).toBeVisible();
  await expectNoAxeViolations(page, 'Dienstplan (Monat)');
  await page.getByRole('button', { name: 'Heute' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
});
