import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { createAuthProvider } from '../api/authProvider';
import { dataProvider } from '../api/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { json, stubFetch } from '../test/fetchStub';
import type { FetchMock } from '../test/fetchStub';
import type { Statistic } from './api';
import { emptyRanking, emptySeries, POPULAR_ITEMS } from './fixtures/statistics';
import StatisticsPage from './StatisticsPage';

// Wednesday, 25 November 2026, 12:15 in Vienna: 'Monat' is 1–25 November, compared with 7–31 October
const NOW = new Date('2026-11-25T12:15:00+01:00');
const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};
const BRANCHES = [
  { id: 2, name: 'Mariahilf', identifier: 'mariahilf' },
  { id: 5, name: 'Online-Shop', identifier: 'online-shop' },
];

/** Totals by kind of the current ('now') and previous period; every other kind is empty. */
const TOTALS: Record<string, [number | string, number | string]> = {
  'unique-visitors': [140, 100],
  'page-views': [560, 560],
  // two of this period's seven orders and two of the previous four were taken by phone: no visit placed them
  orders: [7, 4],
  'shop-orders': [5, 2],
  revenue: ['1234.50', '0.00'],
};

const SERIES = new Set([
  'unique-visitors',
  'unique-new-visitors',
  'unique-recurring-visitors',
  'page-views',
  'orders',
  'shop-orders',
  'revenue',
  'working-activities',
  'working-schedules',
]);

function statistic(kind: string, from: string, to: string, totals: typeof TOTALS): Statistic {
  if (kind === 'popular-items') return { ...POPULAR_ITEMS, from, to };
  if (!SERIES.has(kind)) return emptyRanking(kind, from, to);
  const money = kind === 'revenue';
  const empty = emptySeries(kind, from, to, money ? 'money' : 'count');
  const both = totals[kind];
  if (!both) return empty;
  const total = from === '2026-11-01' ? both[0] : both[1];
  // everything on the last day of the range
  const series = empty.series!.map((point, index, all) =>
    index === all.length - 1 ? { ...point, value: total } : point,
  );
  return { ...empty, total, series };
}

function serve(failing: Set<string> = new Set(), totals = TOTALS, me: object = ADMIN): FetchMock {
  return stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: me });
    if (address.pathname === '/api/branches') return json(200, { data: BRANCHES, meta: { total: 2 } });
    const match = /^\/api\/statistics\/([a-z-]+)$/.exec(address.pathname);
    if (!match) return json(404, {});
    if (failing.has(match[1])) return json(500, { errors: [{ message: 'Serverfehler', code: 'error' }] });
    const from = address.searchParams.get('from')!;
    const to = address.searchParams.get('to')!;
    return json(200, { data: statistic(match[1], from, to, totals) });
  });
}

function statisticsCalls(fetchMock: FetchMock, kind: string): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((address) => address.pathname === `/api/statistics/${kind}`)
    .map((address) => address.search);
}

function renderPage() {
  return render(
    <AdminContext authProvider={createAuthProvider()} dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <StatisticsPage now={() => NOW} />
    </AdminContext>,
  );
}

const figure = (label: string) => {
  const term = within(screen.getByRole('region', { name: 'Kennzahlen' })).getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

// a whole page of widgets and charts: slower than a form on a busy machine
describe("'Statistiken'", { timeout: 30_000 }, () => {
  it('shows the key figures of this month with their change to the previous period', async () => {
    // given
    const fetchMock = serve();

    // when
    renderPage();

    // then
    expect(await within(figure('Bestellungen')).findByText('7')).toBeInTheDocument();
    expect(within(figure('Bestellungen')).getByText('+75,0 % zur Vorperiode')).toBeInTheDocument();
    expect(within(figure('Umsatz')).getByText('1.234,50 EUR')).toBeInTheDocument();
    expect(within(figure('Umsatz')).getByText('Vorperiode: 0,00 EUR')).toBeInTheDocument();
    expect(within(figure('Besucher')).getByText('140')).toBeInTheDocument();
    expect(within(figure('Besucher')).getByText('+40,0 % zur Vorperiode')).toBeInTheDocument();
    expect(within(figure('Seitenaufrufe')).getByText('±0,0 % zur Vorperiode')).toBeInTheDocument();
    // 5 orders from the shop (not the 2 by phone) of 140 visitors; before 2 of 100
    expect(within(figure('Konversionsrate')).getByText('3,6 %')).toBeInTheDocument();
    expect(within(figure('Konversionsrate')).getByText(/^\+78,6 % zur Vorperiode$/)).toBeInTheDocument();
    expect(
      screen.getByText('Zeitraum: 01.11.2026 – 25.11.2026, verglichen mit 07.10.2026 – 31.10.2026'),
    ).toBeInTheDocument();
    expect(statisticsCalls(fetchMock, 'orders').sort()).toEqual([
      '?from=2026-10-07&to=2026-10-31',
      '?from=2026-11-01&to=2026-11-25',
    ]);
  });

  it("asks for today with 'Heute' and for one branch when one is chosen", async () => {
    // given
    const fetchMock = serve();
    renderPage();
    await within(figure('Bestellungen')).findByText('7');

    // when
    await userEvent.click(screen.getByRole('button', { name: 'Heute' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Online-Shop' }));

    // then
    expect(await screen.findByText('Zeitraum: 25.11.2026, verglichen mit 24.11.2026')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(statisticsCalls(fetchMock, 'orders')).toContain('?from=2026-11-25&to=2026-11-25&branch=5'),
    );
    expect(statisticsCalls(fetchMock, 'orders')).toContain('?from=2026-11-24&to=2026-11-24&branch=5');
    expect(statisticsCalls(fetchMock, 'orders')).toContain('?from=2026-11-25&to=2026-11-25');
  });

  it('shows a chart as a table and exports that table as CSV', async () => {
    // given
    serve();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    const orders = await screen.findByRole('region', { name: 'Bestellungen' });
    await within(orders).findByRole('img', { name: /^Bestellungen: Diagramm/ });

    // when
    await userEvent.click(within(orders).getByRole('button', { name: 'Tabelle' }));
    await userEvent.click(within(orders).getByRole('button', { name: 'CSV exportieren' }));

    // then
    const table = within(orders).getByRole('table', { name: 'Bestellungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Bestellungen', 'Vorperiode']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByRole('row')[25]).toHaveTextContent('25.11.20267');
    expect(within(orders).getByRole('button', { name: 'Tabelle' })).toHaveAttribute('aria-pressed', 'true');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'statistik-orders-2026-11-01-2026-11-25.csv');
    const text = await blobs[0].text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Datum;Bestellungen;Vorperiode');
    expect(lines[1]).toBe('01.11.2026;0;0');
    // the previous period's last day (31.10.) sits next to 25.11.: the 25th position
    expect(lines[25]).toBe('25.11.2026;7;4');
    expect(lines).toHaveLength(27);
  });

  it('shows the working time of a branch in hours and minutes, with sums, and exports minutes as CSV', async () => {
    // given: worked and planned minutes of this month and worked minutes of the previous period
    const fetchMock = serve(new Set(), {
      ...TOTALS,
      'working-activities': [2510, 1960],
      'working-schedules': [5610, 4080],
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage();
    await within(figure('Bestellungen')).findByText('7');

    // when: one branch, then the table
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mariahilf' }));
    const time = screen.getByRole('region', { name: 'Arbeitszeit' });
    await within(time).findByRole('img', { name: /^Arbeitszeit: Diagramm/ });
    await userEvent.click(within(time).getByRole('button', { name: 'Tabelle' }));
    await userEvent.click(within(time).getByRole('button', { name: 'CSV exportieren' }));

    // then
    expect(statisticsCalls(fetchMock, 'working-activities')).toContain('?from=2026-11-01&to=2026-11-25&branch=2');
    expect(statisticsCalls(fetchMock, 'working-activities')).toContain('?from=2026-10-07&to=2026-10-31&branch=2');
    expect(statisticsCalls(fetchMock, 'working-schedules')).toContain('?from=2026-11-01&to=2026-11-25&branch=2');
    const table = within(time).getByRole('table', { name: 'Arbeitszeit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Gearbeitet', 'Geplant', 'Vorperiode']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(27);
    expect(rows[1]).toEqual(['01.11.2026', '0:00 h', '0:00 h', '0:00 h']);
    expect(rows[25]).toEqual(['25.11.2026', '41:50 h', '93:30 h', '32:40 h']);
    expect(rows[26]).toEqual(['Summe', '41:50 h', '93:30 h', '32:40 h']);
    const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Datum;Gearbeitet (Minuten);Geplant (Minuten);Vorperiode (Minuten)');
    expect(lines[25]).toBe('25.11.2026;2510;5610;1960');
    expect(lines[26]).toBe('Summe;2510;5610;1960');
  });

  it('shows the ranking of the best-selling items and empty states that say what to do', async () => {
    // given: orders, but no visitor who agreed to analytics
    serve(new Set(), { orders: TOTALS.orders });

    // when
    renderPage();

    // then
    const items = await screen.findByRole('region', { name: 'Meistverkaufte Artikel' });
    await within(items).findByRole('img', { name: /Diagramm/ });
    const visitors = screen.getByRole('region', { name: 'Besucher' });
    expect(
      await within(visitors).findByText(/Besucher werden erst gezählt, wenn sie im Shop der Analyse zugestimmt haben/),
    ).toBeInTheDocument();
    const qr = screen.getByRole('region', { name: 'QR-Code-Scans nach Code' });
    expect(await within(qr).findByText(/Noch keine QR-Code-Scans in diesem Zeitraum/)).toBeInTheDocument();
    const origins = screen.getByRole('region', { name: 'Herkunft der Bestellungen' });
    expect(await within(origins).findByText(/^Noch keine Bestellungen in diesem Zeitraum\./)).toBeInTheDocument();
    expect(within(origins).queryByRole('button', { name: 'CSV exportieren' })).toBeNull();
  });

  it("says 'Statistik konnte nicht geladen werden.' in the failing widget only, and loads it again on retry", async () => {
    // given
    const failing = new Set(['popular-items']);
    const fetchMock = serve(failing);
    renderPage();
    const items = await screen.findByRole('region', { name: 'Meistverkaufte Artikel' });
    expect(await within(items).findByText('Statistik konnte nicht geladen werden.')).toBeInTheDocument();
    expect(await within(figure('Bestellungen')).findByText('7')).toBeInTheDocument();
    expect(screen.getAllByText('Statistik konnte nicht geladen werden.')).toHaveLength(1);

    // when
    failing.clear();
    await userEvent.click(within(items).getByRole('button', { name: 'Erneut versuchen' }));

    // then
    expect(await within(items).findByRole('img', { name: /Diagramm/ })).toBeInTheDocument();
    expect(within(items).queryByText('Statistik konnte nicht geladen werden.')).toBeNull();
    expect(statisticsCalls(fetchMock, 'popular-items')).toHaveLength(2);
  });

  it('offers an employee only their branches, and no list of all branches', async () => {
    // given
    const employee = { ...ADMIN, roles: ['ROLE_EMPLOYEE'], branches: [BRANCHES[1], BRANCHES[0]] };
    const fetchMock = serve(new Set(), TOTALS, employee);
    renderPage();
    await within(figure('Bestellungen')).findByText('7');
    // their own working time (the server answers an employee's own minutes only)
    expect(screen.getByRole('region', { name: 'Meine Arbeitszeit' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arbeitszeit' })).toBeNull();

    // when
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));

    // then
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Alle meine Filialen', 'Mariahilf', 'Online-Shop']);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/branches'))).toBe(false);
  });

  it('asks for a custom range typed in German dates, and explains a wrong one', async () => {
    // given
    const fetchMock = serve();
    renderPage();
    await within(figure('Bestellungen')).findByText('7');
    await userEvent.click(screen.getByRole('button', { name: 'Eigener Zeitraum' }));
    const from = screen.getByRole('textbox', { name: 'Von' });
    const to = screen.getByRole('textbox', { name: 'Bis' });

    // when: the start after the end
    await userEvent.clear(from);
    await userEvent.type(from, '10.11.2026');
    await userEvent.clear(to);
    await userEvent.type(to, '03.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));

    // then
    expect(await screen.findByText('Das Startdatum darf nicht nach dem Enddatum liegen.')).toBeInTheDocument();

    // when: a valid range
    await userEvent.clear(to);
    await userEvent.type(to, '14.11.2026{Enter}');

    // then
    expect(
      await screen.findByText('Zeitraum: 10.11.2026 – 14.11.2026, verglichen mit 05.11.2026 – 09.11.2026'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(statisticsCalls(fetchMock, 'orders')).toContain('?from=2026-11-10&to=2026-11-14'));
    expect(statisticsCalls(fetchMock, 'orders')).toContain('?from=2026-11-05&to=2026-11-09');
  });

  it('leaves the previous period out when the comparison is switched off', async () => {
    // given
    serve();
    renderPage();
    await within(figure('Bestellungen')).findByText('+75,0 % zur Vorperiode');

    // when
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mit Vorperiode vergleichen' }));

    // then
    expect(await screen.findByText('Zeitraum: 01.11.2026 – 25.11.2026')).toBeInTheDocument();
    expect(within(figure('Bestellungen')).getByText('7')).toBeInTheDocument();
    expect(screen.queryByText(/zur Vorperiode/)).toBeNull();
    const orders = screen.getByRole('region', { name: 'Bestellungen' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Tabelle' }));
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Datum', 'Bestellungen']);
  });
});
