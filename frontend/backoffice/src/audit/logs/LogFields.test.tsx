import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { LogEntry } from '../../api/types';
import { ChangesTable, formatValue, LogEntityField, LogTimeField } from './LogFields';

const entry = (marks: Partial<LogEntry>): LogEntry =>
  ({
    id: 1,
    user: null,
    action: 'update',
    entity: 'orderitem',
    entityType: 'Bestellposition',
    entityId: '5',
    entityLabel: '2 Stk. Mohnflesserl',
    changes: {},
    createdAt: '2026-11-25T07:00:00Z',
    ...marks,
  }) as LogEntry;

function renderWith(record: LogEntry, element: React.ReactNode) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>{element}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('what a person reads in the audit log', () => {
  it.each([
    ['task', 'Aufgabe', 'Aufgabe'],
    ['project', 'Projekt', 'Projekt'],
    ['payment', 'Zahlung', 'Zahlung'],
    // a model the back office does not list takes the server's German name
    ['consentrecord', 'Einwilligung', 'Einwilligung'],
  ])('names the object type %s in German', (entity, entityType, shown) => {
    renderWith(entry({ entity, entityType }), <LogEntityField />);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('shows when it happened in Vienna time', () => {
    renderWith(entry({}), <LogTimeField />);
    expect(screen.getByText('25.11.2026 08:00')).toBeInTheDocument();
  });

  it('shows recorded shift times in Vienna time, quantities without trailing zeros and units by their short name', () => {
    renderWith(
      entry({
        entity: 'workingschedule',
        changes: {
          start: { old: '2026-11-25T07:00:00+00:00', new: '2026-11-25T08:00:00+00:00' },
          amount: { old: '2.000000', new: '0.250000' },
          unit: { old: 'piece', new: 'kilogram' },
          totalGross: { old: '19.90', new: '7.10' },
        },
      }),
      <ChangesTable />,
    );
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Beginn')).toHaveTextContent('25.11.2026 08:0025.11.2026 09:00');
    expect(row('amount')).toHaveTextContent('20,25');
    expect(row('unit')).toHaveTextContent('Stk.kg');
    expect(row('totalGross')).toHaveTextContent('19,907,10');
  });

  it('names the changed fields in German: the server names those the back office has no label for', () => {
    renderWith(
      entry({
        entity: 'orderitem',
        changes: {
          isDone: { old: false, new: true },
          amount: { old: '1.000000', new: '2.000000' },
          position: { old: 1, new: 2 },
        },
        fieldLabels: { isDone: 'Erledigt', amount: 'Menge' },
      }),
      <ChangesTable />,
    );
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    // a field without a German name of its own stays as it was recorded
    expect(rows).toEqual(['Erledigt', 'Menge', 'position']);
    expect(screen.getByRole('rowheader', { name: 'Erledigt' }).closest('tr')).toHaveTextContent('ErledigtNeinJa');
  });

  it("prefers the back office's label of a resource's field", () => {
    renderWith(
      entry({
        entity: 'order',
        changes: { totalGross: { old: '19.90', new: '7.10' } },
        fieldLabels: { totalGross: 'Summe brutto' },
      }),
      <ChangesTable />,
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Summe']);
  });

  it.each([
    ['2.000000', '2'],
    ['10.500000', '10,5'],
    ['19.90', '19,90'],
    [true, 'Ja'],
    ['', '—'],
  ])('formats %s as %s', (value, shown) => {
    expect(formatValue(value)).toBe(shown);
  });
});
