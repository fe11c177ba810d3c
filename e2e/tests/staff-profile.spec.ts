import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/backoffice';
import { testNow } from './support/clock';
import { expect, expectGermanOnly, expectNoAxeViolations, test, vienna } from './support/storefront';

/**
 * Issue 15, the statistics of time tracking on the demo data (timetracking/demo.py, relative to the pinned day):
 * Max (mitarbeiter@example.com) has shifts Monday to Friday 08:00–16:30 since last Monday and worked every
 * weekday before today 07:55–16:35 (Wednesdays until 17:35) with a pause 12:00–12:30; Petra delivers Mondays
 * and Thursdays (planned 07:00–09:00, worked 07:00–08:45); Max has holidays 28.–30.12. planned.
 * (a) Max opens 'Mein Profil' from the user menu and reads November's figures and activities, then October
 * (empty) and December (planned holidays). (b) The admin reads 'Arbeitszeit' on 'Statistiken' as a table.
 * The figures are exact for each pinned day of `make e2e`.
 */

interface Expected {
  /** Max's November: worked, balance up to today, pauses of his activities */
  worked: string;
  balance: string;
  pauses: string;
  /** 'Arbeitszeit' of all branches from 1 November to today: worked, planned */
  branchWorked: string;
  branchPlanned: string;
}

const EXPECTED: Record<string, Expected> = {
  // Monday 07:30: last week only (16.–20.11.); Monday's shift counts into the balance
  '23.11.2026': {
    worked: '41:50 h',
    balance: '−9:10 h',
    pauses: '2:30 h',
    branchWorked: '45:20 h',
    branchPlanned: '57:00 h',
  },
  // Wednesday noon: and Monday and Tuesday of this week
  '25.11.2026': {
    worked: '58:10 h',
    balance: '−9:50 h',
    pauses: '3:30 h',
    branchWorked: '63:25 h',
    branchPlanned: '74:00 h',
  },
  // Saturday evening: both weeks
  '28.11.2026': {
    worked: '83:40 h',
    balance: '−1:20 h',
    pauses: '5:00 h',
    branchWorked: '90:40 h',
    branchPlanned: '93:00 h',
  },
};

function expected(): Expected {
  const today = vienna(testNow()).date;
  const figures = EXPECTED[today];
  if (!figures) throw new Error(`Keine erwarteten Zahlen für den ${today}: nur für die Uhrzeiten von make e2e.`);
  return figures;
}

/** Max's activity rows: every weekday from Monday 16.11. until yesterday. */
function activityRows(): string[][] {
  const [day, month, year] = vienna(testNow()).date.split('.').map(Number);
  const rows: string[][] = [];
  for (
    let date = new Date(Date.UTC(2026, 10, 16));
    date < new Date(Date.UTC(year, month - 1, day));
    date.setUTCDate(date.getUTCDate() + 1)
  ) {
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const wednesday = weekday === 3;
    const shown = `${String(date.getUTCDate()).padStart(2, '0')}.11.2026`;
    rows.push([shown, '07:55', wednesday ? '17:35' : '16:35', '0:30 h', wednesday ? '9:10 h' : '8:10 h']);
  }
  return rows;
}

async function logInAsEmployee(page: Page) {
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: /^Profil/ })).toBeVisible();
}

const cells = async (page: Page, table: ReturnType<Page['getByRole']>) =>
  table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));

const definitions = (region: ReturnType<Page['getByRole']>) =>
  region
    .locator('dt')
    .evaluateAll((terms) => terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`));

test("Max reads his month on 'Mein Profil' and moves to the months around it", { tag: '@clock' }, async ({ page }) => {
  const figures = expected();
  await logInAsEmployee(page);

  // the user menu, by keyboard, from a page that moves no focus (the live order board, where the login lands, can
  // take it between the focus and the Enter: once an Enter opened an order's status page); pressed again if the first
  // Enter reached the button before the app bar had settled
  await page.goto('/backend#/time-sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeitnachweis' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: /^Profil/ }).press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Mein Profil' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Mein Profil' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();

  // the person
  const person = page.getByRole('region', { name: 'Persönliche Daten' });
  await expect(person.locator('dd').first()).toHaveText('Max Mitarbeiter');
  expect((await definitions(person)).slice(0, 3)).toEqual([
    'Name: Max Mitarbeiter',
    'E-Mail: mitarbeiter@example.com',
    'Rollen: Mitarbeiter',
  ]);

  // November's figures
  await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
  const month = page.getByRole('region', { name: 'Arbeitszeit und Urlaub' });
  await expect(month.locator('dd').nth(1)).toHaveText(figures.worked);
  expect(await definitions(month)).toEqual([
    'Geplant: 93:30 h',
    `Gearbeitet: ${figures.worked}`,
    `Saldo bis heute: ${figures.balance}`,
    'Urlaubstage: 0 genommen, 0 geplant',
    'Urlaubsanspruch 2026 (Tage): 25',
    'Resturlaub 2026 (Tage): 22',
  ]);

  // and his activities
  const table = page.getByRole('table', { name: 'Arbeitszeiten im November 2026' });
  await expect(table.getByRole('row').last()).toContainText('Summe');
  expect(await cells(page, table)).toEqual([
    ['Datum', 'Beginn', 'Ende', 'Pausen', 'Gearbeitet'],
    ...activityRows(),
    ['Summe', figures.pauses, figures.worked],
  ]);
  await expectNoAxeViolations(page, 'Mein Profil');
  await expectGermanOnly(page, 'Mein Profil');

  // October: before time tracking began, nothing to list
  await page.getByRole('button', { name: 'Vorheriger Monat' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Oktober 2026' })).toBeVisible();
  await expect(
    page.getByText(/^Im Oktober 2026 haben Sie keine Arbeitszeiten erfasst\. Stempeln Sie am Terminal/),
  ).toBeVisible();
  await expect(month.locator('dd').nth(0)).toHaveText('0:00 h');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Mein Profil (leerer Monat)');

  // December: the planned shifts (not on 8. and 25.12.) and the holidays 28.–30.12.
  await page.getByRole('button', { name: 'Nächster Monat' }).click();
  await page.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Dezember 2026' })).toBeVisible();
  await expect(month.locator('dd').nth(0)).toHaveText('178:30 h');
  expect(await definitions(month)).toEqual([
    'Geplant: 178:30 h',
    'Gearbeitet: 0:00 h',
    'Saldo bis heute: 0:00 h',
    'Urlaubstage: 0 genommen, 3 geplant',
    'Urlaubsanspruch 2026 (Tage): 25',
    'Resturlaub 2026 (Tage): 22',
  ]);
});

test("'Mein Profil' on a phone: nothing wider than the screen", { tag: '@clock' }, async ({ page }) => {
  const figures = expected();
  await page.setViewportSize({ width: 375, height: 740 });
  await logInAsEmployee(page);
  await page.goto('/backend#/profil');
  const table = page.getByRole('table', { name: 'Arbeitszeiten im November 2026' });
  await expect(table.getByRole('row').last()).toHaveText(`Summe${figures.pauses}${figures.worked}`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page, 'Mein Profil (Telefon)');
});

test(
  "the admin reads 'Arbeitszeit' on 'Statistiken' as a table with the month's sums",
  { tag: '@clock' },
  async ({ page }) => {
    const figures = expected();
    await logInAsAdmin(page);
    await page.goto('/backend#/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();

    const time = page.getByRole('region', { name: 'Arbeitszeit', exact: true });
    await time.getByRole('button', { name: 'Tabelle' }).focus();
    await page.keyboard.press('Space');
    const table = time.getByRole('table', { name: 'Arbeitszeit' });
    await expect(table.getByRole('columnheader')).toHaveText(['Datum', 'Gearbeitet', 'Geplant', 'Vorperiode']);
    // the month so far; the previous period (October) is before time tracking began
    await expect(table.getByRole('row').last()).toHaveText(
      `Summe${figures.branchWorked}${figures.branchPlanned}0:00 h`,
    );
    // Monday 16.11.: Max 8:10 h and Petra 1:45 h worked, 8:30 h and 2:00 h planned
    await expect(table.getByRole('row').filter({ hasText: /^16\.11\.2026/ })).toHaveText(
      '16.11.20269:55 h10:30 h0:00 h',
    );
    await expectNoAxeViolations(page, 'Statistiken (Arbeitszeit)');
  },
);
