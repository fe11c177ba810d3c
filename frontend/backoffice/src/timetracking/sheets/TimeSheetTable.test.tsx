import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { SheetDay, TimeSheet } from './api';
import { TimeSheetTable } from './TimeSheetTable';

const day = (date: string, marks: Partial<SheetDay> = {}): SheetDay => ({
  date,
  publicHoliday: null,
  plannedMinutes: 120,
  workedMinutes: 105,
  balanceMinutes: -15,
  pauseMinutes: 0,
  warnings: [],
  isCorrected: false,
  isStampedOffline: false,
  activities: [],
  ...marks,
});

const sheet = (days: SheetDay[]): TimeSheet => ({
  person: { id: 3, fullName: 'Petra Lieferant', username: 'petra' } as TimeSheet['person'],
  month: '2026-11',
  carriedOverMinutes: 0,
  plannedMinutes: 240,
  plannedMinutesUntilNow: 240,
  workedMinutes: 210,
  balanceMinutes: -30,
  closingBalanceMinutes: -30,
  days,
  weeks: [],
  pauseMinutes: 0,
  warningCount: 0,
  approval: null,
  approveBlockedReason: null,
});

describe('the days of the time sheet', () => {
  it("marks a day with a step stamped offline 'offline gestempelt' and a corrected one 'korrigiert'", () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <TimeSheetTable
          sheet={sheet([day('2026-11-19', { isStampedOffline: true }), day('2026-11-23', { isCorrected: true })])}
        />
      </AdminContext>,
    );
    const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(
      within(row('Do 19.11.')).getByTitle(
        'Am Terminal ohne Netz gestempelt und später mit der Uhrzeit des Tablets übertragen',
      ),
    ).toHaveTextContent('offline gestempelt');
    expect(within(row('Do 19.11.')).queryByText('korrigiert')).toBeNull();
    expect(within(row('Mo 23.11.')).getByText('korrigiert')).toBeInTheDocument();
    expect(within(row('Mo 23.11.')).queryByText('offline gestempelt')).toBeNull();
  });
});
