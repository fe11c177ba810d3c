import type { Page } from '@playwright/test';
import { expect, expectGermanOnly, expectNoAxeViolations, test, vienna } from './support/storefront';
import { testNow } from './support/clock';
import { logInAsAdmin } from './support/backoffice';

/**
 * The clock-in terminal of Mariahilf on a tablet: a wrong PIN is refused in German, Max identifies with
 * his username and the PIN pad, then Kommen, Pause, Weiter, Gehen; each step shows its time and the state,
 * only the buttons the state allows are enabled, and the server holds one ended activity with one pause.
 * Both screens pass axe. Runs on the pinned clock (whatever instant of the e2e run).
 */

const TERMINAL = '/terminal/wien-mariahilf/demo-terminal-mariahilf';
const API = '/api/time-tracking/wien-mariahilf/demo-terminal-mariahilf';
const MAX = { 'X-Username': 'max', 'X-Access-Token': '2222' };
const TIME = /\d{2}:\d{2}/;

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test(
  'Max clocks in, pauses, resumes and clocks out on the terminal',
  { tag: '@clock' },
  async ({ page, request, consoleErrors }) => {
    // the browser logs the refused PIN's 403
    consoleErrors.allow(/status of 403/);
    await page.goto(TERMINAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
    await expect(page.getByLabel('Benutzername')).toBeFocused();
    // 'Wer ist da': Max is not clocked in yet
    const present = page.getByRole('region', { name: 'Wer ist da' });
    await expect(present.getByRole('listitem').filter({ hasText: 'Max Mitarbeiter' })).toHaveText(
      /Max Mitarbeiter Nicht da/,
    );
    await expectNoAxeViolations(page, 'Terminal (PIN)');
    await expectGermanOnly(page, 'Terminal (PIN)');

    // a wrong PIN
    await page.getByLabel('Benutzername').fill('max');
    for (const digit of '9999') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Fehlerhafte Zugangsdaten.');
    await expect(page.getByLabel('PIN')).toHaveValue('');

    // the right one, typed on the pad (one digit taken back)
    for (const digit of '2223') await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Löschen' }).click();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByLabel('PIN')).toHaveValue('2222');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Hallo Max Mitarbeiter' })).toBeVisible();
    await expect(page.getByText('Kornfeld Wirtshaus Mariahilf · Nicht eingestempelt')).toBeVisible();
    const month = new Intl.DateTimeFormat('de-AT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Vienna',
    }).format(testNow());
    const balance = page.getByRole('region', { name: `Saldo ${month}` });
    await expect(balance.getByRole('term')).toHaveText([
      'Gearbeitet bis heute',
      'Geplant bis heute',
      'Übertrag aus den Vormonaten',
      'Zeitsaldo bis heute',
    ]);
    const steps = page.locator('.terminal-steps');
    await expect(steps.getByRole('button', { name: 'Kommen' })).toBeEnabled();
    for (const name of ['Pause', 'Weiter', 'Gehen']) await expect(steps.getByRole('button', { name })).toBeDisabled();
    await expectNoAxeViolations(page, 'Terminal (Person)');
    await expectGermanOnly(page, 'Terminal (Person)');

    // Kommen
    const clockedAt = vienna(testNow()).time;
    await steps.getByRole('button', { name: 'Kommen' }).click();
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^Kommen um ${TIME.source} erfasst\\.$`));
    await expect(page.getByText(/^Kornfeld Wirtshaus Mariahilf · Eingestempelt seit \d{2}:\d{2}$/)).toBeVisible();
    const since = (await page.getByText(/Eingestempelt seit/).innerText()).slice(-5);
    expect(minutesApart(since, clockedAt)).toBeLessThanOrEqual(1);
    await expect(steps.getByRole('button', { name: 'Kommen' })).toBeDisabled();
    await expect(steps.getByRole('button', { name: 'Weiter' })).toBeDisabled();

    // Pause, Weiter
    await steps.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Pause um \d{2}:\d{2} erfasst\.$/);
    await expect(page.getByText(/^Kornfeld Wirtshaus Mariahilf · In Pause seit \d{2}:\d{2}$/)).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await steps.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Weiter um \d{2}:\d{2} erfasst\.$/);
    await expect(page.getByText(/^Kornfeld Wirtshaus Mariahilf · Eingestempelt seit \d{2}:\d{2}$/)).toBeVisible();

    // Gehen
    await steps.getByRole('button', { name: 'Gehen' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Gehen um \d{2}:\d{2} erfasst\.$/);
    await expect(page.getByText('Kornfeld Wirtshaus Mariahilf · Nicht eingestempelt')).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Kommen' })).toBeEnabled();
    await expectNoAxeViolations(page, 'Terminal (nach Gehen)');

    // the server: the latest activity ended with one pause; a second Gehen is refused in German
    const activities = await request.get(`${API}/working-activities`, { headers: MAX });
    expect(activities.status()).toBe(200);
    const latest = (await activities.json()).data.at(-1);
    expect(latest.end).not.toBeNull();
    expect(latest.pauses).toHaveLength(1);
    expect(latest.pauses[0].end).not.toBeNull();
    const again = await request.post(`${API}/working-activities/end`, { headers: MAX });
    expect(again.status()).toBe(409);
    expect((await again.json()).errors[0].message).toBe(
      'Aktivität konnte nicht beendet werden. Es läuft keine Aktivität.',
    );

    // Fertig: back to the PIN screen for the next person
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
    await expect(page.getByLabel('PIN')).toHaveValue('');
  },
);

test('a wrong terminal link says so in German', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto('/terminal/wien-mariahilf/falsch');
  expect(response?.status()).toBe(404);
  await identifyAsMax(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ungültiger Link' })).toBeVisible();
  await expectNoAxeViolations(page, 'Terminal (ungültiger Link)');
});

/** Max at the terminal with username and PIN typed (not tapped on the pad). */
async function identifyAsMax(page: Page) {
  await page.getByLabel('Benutzername').fill('max');
  await page.getByLabel('PIN').fill('2222');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

function minutesApart(a: string, b: string): number {
  const minutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  const difference = Math.abs(minutes(a) - minutes(b));
  return Math.min(difference, 24 * 60 - difference);
}

test('the admin lists the activities and schedules and corrects an activity with a reason', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/backend#/working-activities');
  await expect(page.getByRole('heading', { name: 'Aktivitäten' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Max Mitarbeiter' }).first()).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Aktivitäten (Liste)');
  await expectGermanOnly(page, 'Aktivitäten (Liste)');

  // the newest of Max's activities: a correction needs its reason
  await page.getByRole('cell', { name: 'Max Mitarbeiter' }).first().click();
  await expect(page.getByLabel('Grund der Korrektur *')).toBeVisible();
  await page.getByLabel('Notiz').fill('Lieferung angenommen');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Pflichtfeld').first()).toBeVisible();
  await page.getByLabel('Grund der Korrektur *').fill('Notiz nachgetragen');
  await expectNoAxeViolations(page, 'Aktivität korrigieren');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/#\/working-activities$/);

  await page.goto('/backend#/working-schedules');
  await expect(page.getByRole('heading', { name: 'Planungen' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Urlaub' })).toBeVisible();
  await expect(page.locator('.MuiLinearProgress-root')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Planungen (Liste)');

  await page.goto('/backend#/logs');
  await expect(page.getByRole('cell', { name: 'Aktivität' }).first()).toBeVisible();
});

test('a step tapped without network goes out with its time when the network is back, marked in the time sheet', async ({
  page,
  context,
  staff,
  consoleErrors,
}) => {
  // a step arriving more than 5 s after its tap counts as stamped offline on the e2e server (Makefile E2E_TIMES;
  // a minute in production, TIME_TRACKING_OFFLINE_AFTER_SECONDS)
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.goto(TERMINAL);
  await identifyAsMax(page);
  const steps = page.locator('.terminal-steps');
  await steps.getByRole('button', { name: 'Kommen' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Kommen um \d{2}:\d{2} erfasst\.$/);

  // the network goes: Pause is kept on the tablet with its time, and the screen shows it as done
  await context.setOffline(true);
  await steps.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Keine Verbindung\. Pause um \d{2}:\d{2} gespeichert; wird gesendet, sobald das Netz zurück ist\.$/,
  );
  await expect(page.getByText('Gespeicherte Buchungen warten auf das Netz: 1')).toBeVisible();
  await expect(page.getByText(/^Kornfeld Wirtshaus Mariahilf · In Pause seit \d{2}:\d{2}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'Terminal (offline)');

  // Max leaves; a while later the network is back and the terminal sends the queue on its own
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zeiterfassung' })).toBeVisible();
  await page.waitForTimeout(6_000);
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('bw.terminal.queue.wien-mariahilf')))
    .toBeNull();

  // back at the terminal, the server knows the pause: Weiter and Gehen as usual
  await identifyAsMax(page);
  await expect(page.getByText(/^Kornfeld Wirtshaus Mariahilf · In Pause seit \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText(/Gespeicherte Buchungen warten/)).toBeHidden();
  await steps.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Weiter um \d{2}:\d{2} erfasst\.$/);
  await steps.getByRole('button', { name: 'Gehen' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Gehen um \d{2}:\d{2} erfasst\.$/);

  // the server holds one pause and counts one step stamped offline; the time sheet marks the day
  const people = (await staff.get('/api/time-tracking-people?q=max')) as { id: number; username: string }[];
  const max = people.find((person) => person.username === 'max')!;
  const activities = (await staff.get(`/api/working-activities?person=${max.id}&ordering=-start`)) as {
    start: string;
    pauses: { end: string | null }[];
    offlineStepCount: number;
  }[];
  expect(activities[0].pauses).toHaveLength(1);
  expect(activities[0].pauses[0].end).not.toBeNull();
  expect(activities[0].offlineStepCount).toBe(1);

  // the time sheet's row of the activity's day, labelled like 'Sa 28.11.' (the day follows from the activity, so
  // this journey about the offline queue needs no particular hour: it runs once, not at every pinned instant)
  const activityDay = vienna(new Date(activities[0].start));
  const [day, month, year] = activityDay.date.split('.');
  const weekday = activityDay.germanWeekday.slice(0, 2);
  await logInAsAdmin(page);
  await page.goto(`/backend#/time-sheets?person=${max.id}&month=${year}-${month}`);
  const row = page
    .getByRole('table', { name: 'Tage' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${weekday} ${day}.${month}.` }) });
  await expect(row.getByText('offline gestempelt')).toBeVisible();
  await expectNoAxeViolations(page, 'Zeitnachweis (offline gestempelt)');
});
