import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import { UserProfileStatistics } from './UserProfileStatistics';

// 31 January 2026, 23:30 UTC: already February in Vienna
const NOW = new Date('2026-01-31T23:30:00Z');

function renderAside(id: number) {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id }}>
        <UserProfileStatistics now={() => NOW} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe("the figures beside a user's edit page", () => {
  it("asks for the user's month in Vienna and shows the same figures as 'Mein Profil'", async () => {
    // given
    const fetchMock = stubFetch(() =>
      json(200, {
        data: {
          user: 9,
          person: 4,
          start: '2026-02-01',
          end: '2026-02-28',
          now: '2026-01-31T23:30:00Z',
          plannedMinutes: 9600,
          plannedMinutesUntilNow: 0,
          workedMinutes: 0,
          balanceMinutes: 0,
          holidayDays: 2,
          holidayDaysTaken: 0,
          holidayDaysPlanned: 2,
          holidayDates: ['2026-02-16', '2026-02-17'],
          holidayEntitlementDays: 25,
          holidayRemainingDays: 23,
        },
      }),
    );

    // when
    renderAside(9);

    // then
    const figures = await screen.findByRole('region', { name: 'Zeiterfassung diesen Monat' });
    await within(figures).findByText('160:00 h');
    expect(
      within(figures)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Geplant: 160:00 h',
      'Gearbeitet: 0:00 h',
      'Saldo bis heute: 0:00 h',
      'Urlaubstage: 0 genommen, 2 geplant',
      'Urlaubsanspruch 2026 (Tage): 25',
      'Resturlaub 2026 (Tage): 23',
    ]);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      '/api/statistics/user-profile?user=9&start=2026-02-01&end=2026-02-28',
    );
  });

  it('says so when the person does not track time', async () => {
    // given
    stubFetch(() => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }));

    // when
    renderAside(3);

    // then
    expect(await screen.findByText('Diese Person nimmt nicht an der Zeiterfassung teil.')).toBeInTheDocument();
  });
});
