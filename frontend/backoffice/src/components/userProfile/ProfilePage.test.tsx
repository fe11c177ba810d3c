import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import type { FetchMock } from '../../test/fetchStub';
import ProfilePage from './ProfilePage';

// Wednesday, 25 November 2026, 12:15 in Vienna
const NOW = new Date('2026-11-25T12:15:00+01:00');
const MAX = {
  id: 7,
  email: 'mitarbeiter@example.com',
  firstName: 'Max',
  lastName: 'Mitarbeiter',
  fullName: 'Max Mitarbeiter',
  roles: ['ROLE_EMPLOYEE'],
  branches: [
    { id: 3, name: 'Wien Mariahilf' },
    { id: 2, name: 'Graz' },
  ],
};

function figures(start: string, end: string, values: Partial<Record<string, number>> = {}) {
  return {
    user: 7,
    person: 4,
    start,
    end,
    now: '2026-11-25T11:15:00Z',
    plannedMinutes: 0,
    plannedMinutesUntilNow: 0,
    workedMinutes: 0,
    balanceMinutes: 0,
    holidayDays: 0,
    holidayDaysTaken: 0,
    holidayDaysPlanned: 0,
    holidayDates: [],
    holidayEntitlementDays: 25,
    holidayRemainingDays: 22,
    ...values,
  };
}

const NOVEMBER = figures('2026-11-01', '2026-11-30', {
  plannedMinutes: 5610,
  workedMinutes: 3490,
  balanceMinutes: -590,
});
const DECEMBER = figures('2026-12-01', '2026-12-31', { plannedMinutes: 7650, holidayDays: 3, holidayDaysPlanned: 3 });
const ACTIVITIES = [
  // the server's order is not the table's: oldest first
  {
    id: 12,
    branch: 3,
    branchName: 'Wien Mariahilf',
    start: '2026-11-24T06:55:00Z',
    end: '2026-11-24T15:35:00Z',
    pauses: [{ start: '2026-11-24T11:00:00Z', end: '2026-11-24T11:30:00Z' }],
    workedMinutes: 490,
  },
  {
    id: 11,
    branch: 3,
    branchName: 'Wien Mariahilf',
    start: '2026-11-18T06:55:00Z',
    end: '2026-11-18T16:35:00Z',
    pauses: [{ start: '2026-11-18T11:00:00Z', end: '2026-11-18T11:30:00Z' }],
    workedMinutes: 550,
  },
  {
    id: 13,
    branch: 3,
    branchName: 'Wien Mariahilf',
    start: '2026-11-25T06:55:00Z',
    end: null,
    pauses: [],
    workedMinutes: 260,
  },
];

function serve({ tracks = true, failing = new Set<string>() } = {}): FetchMock {
  return stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    const start = address.searchParams.get('start');
    if (address.pathname === '/api/users/me') return json(200, { data: MAX });
    if (!tracks) return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
    if (failing.has(address.pathname)) return json(500, { errors: [{ message: 'Serverfehler', code: 'error' }] });
    if (address.pathname === '/api/statistics/user-profile') {
      const answer = { '2026-11-01': NOVEMBER, '2026-12-01': DECEMBER }[start ?? ''];
      return json(200, { data: answer ?? figures(start!, address.searchParams.get('end')!) });
    }
    if (address.pathname === '/api/statistics/user-profile-working-activities') {
      return json(200, { data: start === '2026-11-01' ? ACTIVITIES : [] });
    }
    return json(404, {});
  });
}

function renderPage() {
  return render(
    <AdminContext authProvider={createAuthProvider()} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ProfilePage now={() => NOW} />
    </AdminContext>,
  );
}

const definitions = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

const calls = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((address) => address.pathname === path)
    .map((address) => address.search);

describe("'Mein Profil'", { timeout: 20_000 }, () => {
  it("shows the person, this month's figures and own working activities with their sum", async () => {
    // given
    const fetchMock = serve();

    // when
    renderPage();

    // then
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    const person = screen.getByRole('region', { name: 'Persönliche Daten' });
    expect(await within(person).findByText('Max Mitarbeiter')).toBeInTheDocument();
    expect(definitions(person)).toEqual([
      'Name: Max Mitarbeiter',
      'E-Mail: mitarbeiter@example.com',
      'Rollen: Mitarbeiter',
      'Filialen: Graz, Wien Mariahilf',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const figuresCard = screen.getByRole('region', { name: 'Arbeitszeit und Urlaub' });
    await within(figuresCard).findByText('93:30 h');
    expect(definitions(figuresCard)).toEqual([
      'Geplant: 93:30 h',
      'Gearbeitet: 58:10 h',
      'Saldo bis heute: −9:50 h',
      'Urlaubstage: 0 genommen, 0 geplant',
      'Urlaubsanspruch 2026 (Tage): 25',
      'Resturlaub 2026 (Tage): 22',
    ]);
    const table = await screen.findByRole('table', { name: 'Arbeitszeiten im November 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Beginn', 'Ende', 'Pausen', 'Gearbeitet']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Datum', 'Beginn', 'Ende', 'Pausen', 'Gearbeitet'],
      ['18.11.2026', '07:55', '17:35', '0:30 h', '9:10 h'],
      ['24.11.2026', '07:55', '16:35', '0:30 h', '8:10 h'],
      ['25.11.2026', '07:55', 'läuft', '0:00 h', '4:20 h'],
      ['Summe', '1:00 h', '21:40 h'],
    ]);
    expect(calls(fetchMock, '/api/statistics/user-profile')).toEqual(['?start=2026-11-01&end=2026-11-30']);
    expect(calls(fetchMock, '/api/statistics/user-profile-working-activities')).toEqual([
      '?start=2026-11-01&end=2026-11-30',
    ]);
  });

  it('moves to the previous and next month by keyboard, with an empty state that says what to do', async () => {
    // given
    serve();
    renderPage();
    await screen.findByRole('table', { name: 'Arbeitszeiten im November 2026' });

    // when: 'Vorheriger Monat' by keyboard
    screen.getByRole('button', { name: 'Vorheriger Monat' }).focus();
    await userEvent.keyboard('{Enter}');

    // then
    expect(screen.getByRole('heading', { level: 2, name: 'Oktober 2026' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Im Oktober 2026 haben Sie keine Arbeitszeiten erfasst. Stempeln Sie am Terminal Ihrer Filiale ein und aus, dann erscheinen Ihre Zeiten hier; bei fehlenden Zeiten wenden Sie sich an Ihre Administratorin oder Ihren Administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // when: two months on
    await userEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));

    // then
    expect(screen.getByRole('heading', { level: 2, name: 'Dezember 2026' })).toBeInTheDocument();
    const figuresCard = screen.getByRole('region', { name: 'Arbeitszeit und Urlaub' });
    await within(figuresCard).findByText('127:30 h');
    expect(within(figuresCard).getByText('0 genommen, 3 geplant')).toBeInTheDocument();
  });

  it("says what could not be loaded in the card that failed, and loads it again on 'Erneut versuchen'", async () => {
    // given: both cards fail once
    const failing = new Set(['/api/statistics/user-profile', '/api/statistics/user-profile-working-activities']);
    const fetchMock = serve({ failing });
    renderPage();
    const figuresCard = screen.getByRole('region', { name: 'Arbeitszeit und Urlaub' });
    const activities = screen.getByRole('region', { name: 'Meine Arbeitszeiten' });
    expect(await within(figuresCard).findByRole('alert')).toHaveTextContent(
      'Statistik konnte nicht geladen werden.Erneut versuchen',
    );
    expect(await within(activities).findByRole('alert')).toHaveTextContent(
      'Arbeitszeiten konnten nicht geladen werden.Erneut versuchen',
    );

    // when: the activities load again
    failing.clear();
    await userEvent.click(within(activities).getByRole('button', { name: 'Erneut versuchen' }));

    // then: only that card asked again
    await within(activities).findByRole('table', { name: 'Arbeitszeiten im November 2026' });
    expect(within(activities).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(figuresCard).getByRole('alert')).toHaveTextContent('Statistik konnte nicht geladen werden.');
    expect(calls(fetchMock, '/api/statistics/user-profile')).toHaveLength(1);
    expect(calls(fetchMock, '/api/statistics/user-profile-working-activities')).toHaveLength(2);
  });

  it('says so when the person does not track time, and lists no activities', async () => {
    // given
    serve({ tracks: false });

    // when
    renderPage();

    // then
    expect(await screen.findByText('Diese Person nimmt nicht an der Zeiterfassung teil.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meine Arbeitszeiten' })).not.toBeInTheDocument();
  });
});
