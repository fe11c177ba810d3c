import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import type { TimeSheet } from './api';
import TimeSheetPage from './TimeSheetPage';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};
const NOT_OVER = 'Ein Monat kann erst freigegeben werden, wenn er abgeschlossen ist.';

const sheet = (month: string, marks: Partial<TimeSheet>): TimeSheet => ({
  person: { id: 3, fullName: 'Max Mitarbeiter' } as TimeSheet['person'],
  month,
  carriedOverMinutes: 0,
  plannedMinutes: 2880,
  plannedMinutesUntilNow: 2880,
  workedMinutes: 2010,
  balanceMinutes: -870,
  closingBalanceMinutes: -870,
  days: [],
  weeks: [],
  pauseMinutes: 0,
  warningCount: 0,
  approval: null,
  approveBlockedReason: null,
  ...marks,
});

function renderMonth(month: string, data: TimeSheet) {
  stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: ADMIN });
    if (address.pathname === '/api/time-tracking-people') {
      return json(200, { data: [{ id: 3, fullName: 'Max Mitarbeiter' }], meta: { total: 1 } });
    }
    if (address.pathname === `/api/time-sheets/3/${month}`) return json(200, { data });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={[`/time-sheets?person=3&month=${month}`]}>
      <AdminContext authProvider={createAuthProvider()} dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <TimeSheetPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("'Monat freigeben'", { timeout: 20_000 }, () => {
  it('is not offered for the running month: disabled, with the reason, and the balance counts up to today', async () => {
    renderMonth(
      '2026-11',
      sheet('2026-11', {
        plannedMinutesUntilNow: 2400,
        balanceMinutes: -390,
        closingBalanceMinutes: -390,
        approveBlockedReason: NOT_OVER,
      }),
    );

    const button = await screen.findByRole('button', { name: 'Monat freigeben' }, { timeout: 5000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(NOT_OVER);
    expect(screen.getByText('Davon bis heute fällig').nextElementSibling).toHaveTextContent('40:00 h');
    expect(screen.getByText('Saldo des Monats').nextElementSibling).toHaveTextContent('−6:30 h');
  });

  it('is offered for a month that is over', async () => {
    renderMonth('2026-10', sheet('2026-10', {}));

    const button = await screen.findByRole('button', { name: 'Monat freigeben' }, { timeout: 5000 });
    expect(button).toBeEnabled();
    expect(screen.queryByText(NOT_OVER)).toBeNull();
    expect(screen.queryByText('Davon bis heute fällig')).toBeNull();
  });
});
