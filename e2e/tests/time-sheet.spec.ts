import type { Page } from '@playwright/test';
import { expect, expectGermanOnly, expectNoAxeViolations, test } from './support/storefront';
import { logInAsAdmin } from './support/backoffice';

/**
 * The admin and Petra's month: the 'Zeitnachweis' shows her balance (the sums the API computed), a correction
 * with its reason marks the day 'korrigiert', 'Monat freigeben' locks the month (a correction is then refused
 * in German), the month downloads as a PDF with the expected file name, and 'Monat wieder öffnen' unlocks it.
 * Works at every pinned instant: the month is the one before Petra's latest activity (only a month that is over can
 * be approved); when the demo has no activity of hers in it, one delivery is entered first.
 */

interface Activity {
  id: number;
  branch: number;
  start: string;
  personName: string;
}
interface Person {
  id: number;
  username: string;
}

const hours = (minutes: number) =>
  `${minutes < 0 ? '−' : ''}${Math.floor(Math.abs(minutes) / 60)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
const viennaMonth = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' }).format(
    new Date(iso),
  );
const monthBefore = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
};

/** The activity's form, once its record has loaded (typing into a form that is still loading can be overwritten). */
async function openActivity(page: Page, id: number) {
  await page.goto(`/backend#/working-activities/${id}`);
  await expect(page.getByLabel('Grund der Korrektur *')).toBeVisible();
  await expect(page.getByLabel('Beginn *')).not.toHaveValue('');
}

test('the admin reads, corrects, approves and downloads a month', async ({ page, staff, consoleErrors }) => {
  // the refused correction answers 409
  consoleErrors.allow(/status of 409/);
  const people = (await staff.get('/api/time-tracking-people?q=petra')) as Person[];
  const petra = people.find((person) => person.username === 'petra')!;
  const activities = (await staff.get(`/api/working-activities?person=${petra.id}&ordering=-start`)) as Activity[];
  const month = monthBefore(viennaMonth(activities[0].start));
  const inMonth = `/api/working-activities?person=${petra.id}&from=${month}-01&to=${month}-28&ordering=-start`;
  let latest = ((await staff.get(inMonth)) as Activity[])[0];
  if (!latest) {
    const delivery = {
      person: petra.id,
      branch: activities[0].branch,
      start: `${month}-15T06:00:00Z`,
      end: `${month}-15T07:45:00Z`,
    };
    latest = (await staff.post('/api/working-activities', delivery)) as Activity;
  }
  const [year, number] = month.split('-');
  type Sheet = { workedMinutes: number; closingBalanceMinutes: number; approval: unknown };
  // a retry after an attempt that stopped between 'freigeben' and 'wieder öffnen' starts from an open month
  if (((await staff.get(`/api/time-sheets/${petra.id}/${month}`)) as Sheet).approval) {
    await staff.post(`/api/time-sheets/${petra.id}/${month}/reopen`, {});
  }
  const sheet = (await staff.get(`/api/time-sheets/${petra.id}/${month}`)) as Sheet;

  await logInAsAdmin(page);
  await page.goto(`/backend#/time-sheets?person=${petra.id}&month=${month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zeitnachweis' })).toBeVisible();
  await expect(page.getByText('Nicht freigegeben')).toBeVisible();
  const days = page.getByRole('table', { name: 'Tage' });
  const sums = days.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Summen' }) });
  await expect(sums.getByRole('cell').nth(1)).toHaveText(hours(sheet.workedMinutes));
  await expect(page.getByRole('definition').nth(5)).toHaveText(`${hours(sheet.closingBalanceMinutes)} h`);
  await expectNoAxeViolations(page, 'Zeitnachweis');
  await expectGermanOnly(page, 'Zeitnachweis');

  // a correction with its reason
  await openActivity(page, latest.id);
  await page.getByLabel('Notiz').fill('Lieferschein nachgereicht');
  await page.getByLabel('Grund der Korrektur *').fill('Lieferschein lag erst später vor');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/#\/working-activities$/);

  await page.goto(`/backend#/time-sheets?person=${petra.id}&month=${month}`);
  await expect(days.getByText('korrigiert')).toHaveCount(1);

  // Monat freigeben: the month is locked
  await page.getByRole('button', { name: 'Monat freigeben' }).click();
  await expect(page.getByText('Der Monat ist freigegeben.')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Freigegeben am \d{2}\.\d{2}\.\d{4},? \d{2}:\d{2} von Anna Admin$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Zeitnachweis (freigegeben)');

  await openActivity(page, latest.id);
  await page.getByLabel('Notiz').fill('Noch eine Änderung');
  await page.getByLabel('Grund der Korrektur *').fill('Nachtrag');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText(
      `Aktivität konnte nicht gespeichert werden. Der Monat ${number}/${year} ist freigegeben und kann nicht mehr geändert werden.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'Aktivität (gesperrt)');

  // the month as PDF
  await page.goto(`/backend#/time-sheets?person=${petra.id}&month=${month}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(`Zeitnachweis-petra-${month}.pdf`);
  const pdf = await page.request.get(`/api/time-sheets/${petra.id}/${month}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // and open again for the next test
  await page.getByRole('button', { name: 'Monat wieder öffnen' }).click();
  await expect(page.getByText('Nicht freigegeben')).toBeVisible();

  // the business's rules of the Arbeitszeitgesetz
  await page.goto('/backend#/time-tracking-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Arbeitszeitregeln' })).toBeVisible();
  await expect(page.getByLabel('Höchstarbeitszeit pro Tag (Minuten)')).toHaveValue('600');
  await expectNoAxeViolations(page, 'Arbeitszeitregeln');
});

test('an employee reads only their own time sheet', async ({ page, staff }) => {
  const people = (await staff.get('/api/time-tracking-people?q=petra')) as Person[];
  const petra = people.find((person) => person.username === 'petra')!;
  await page.goto('/backend/login');
  await page.getByLabel('E-Mail').fill('mitarbeiter@example.com');
  await page.getByLabel('Passwort').fill('demo1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/#\/current-orders/);

  await page.goto('/backend#/time-sheets');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeitnachweis' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tage' })).toBeVisible();
  await page.getByLabel('Person').click();
  await expect(page.getByRole('option')).toHaveText(['Max Mitarbeiter']);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'Zeitnachweis (Mitarbeiter)');
  // a colleague's month is not theirs to read
  const colleague = await page.request.get(`/api/time-sheets/${petra.id}/2026-10`);
  expect(colleague.status()).toBe(404);
});
