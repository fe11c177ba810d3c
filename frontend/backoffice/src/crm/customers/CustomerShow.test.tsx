import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';
import CustomerShow from './CustomerShow';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};
const EMPLOYEE = { ...ADMIN, id: 2, roles: ['ROLE_EMPLOYEE'], branches: [1] };

const erika = {
  id: 7,
  name: 'Erika Musterfrau',
  companyName: '',
  email: 'erika@example.com',
  phone: '+436641234567',
  ordersCount: 2,
  totalGross: '1234.5',
  // 23:30 UTC is already the next day in Vienna
  lastOrderAt: '2026-11-20T23:30:00Z',
  orders: [
    {
      id: 31,
      ticketNumber: 12,
      createdAt: '2026-11-20T23:30:00Z',
      branch: 1,
      branchName: 'Mariahilf',
      status: 'canceled',
      statusLabel: 'Storniert',
      totalGross: '7.10',
      itemsCount: 1,
    },
    {
      id: 30,
      ticketNumber: 4,
      createdAt: '2026-11-18T09:00:00Z',
      branch: 1,
      branchName: 'Mariahilf',
      status: 'completed',
      statusLabel: 'Abgeschlossen',
      totalGross: '1234.50',
      itemsCount: 3,
    },
  ],
};

const notFound = () => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });

function renderShow(user: typeof ADMIN, handler: FetchHandler = () => notFound()) {
  const fetchMock = stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/users/me') return json(200, { data: user });
    if (path === '/api/customers/7' && (init?.method ?? 'GET') === 'GET') return json(200, { data: erika });
    return handler(url, init);
  });
  render(
    <TestMemoryRouter initialEntries={['/customers/7/show']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route path="/customers" element={<p>Liste der Kunden</p>} />
          <Route
            path="/customers/:id/show"
            element={
              <ResourceContextProvider value="customers">
                <CustomerShow />
              </ResourceContextProvider>
            }
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

describe('a customer’s page', { timeout: 20_000 }, () => {
  it('shows the figures in euros and Vienna time and the orders newest first', async () => {
    renderShow(ADMIN);

    expect(await screen.findByText('Erika Musterfrau', {}, { timeout: 5000 })).toBeVisible();
    // the total, and the one order that brought it
    expect(screen.getAllByText('1.234,50 EUR')).toHaveLength(2);
    // '–' stands for the empty company
    expect(screen.getByText('–')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['12', '21.11.2026 00:30', 'Mariahilf', 'Storniert', '1', '7,10 EUR'],
      ['4', '18.11.2026 10:00', 'Mariahilf', 'Abgeschlossen', '3', '1.234,50 EUR'],
    ]);
    expect(screen.getAllByText('21.11.2026 00:30')).toHaveLength(2);
  });

  it('offers administrators the data as JSON and CSV downloads', async () => {
    renderShow(ADMIN);

    const json = await screen.findByRole('link', { name: 'Daten als JSON exportieren' }, { timeout: 5000 });
    const csv = screen.getByRole('link', { name: 'Daten als CSV exportieren' });
    expect(json).toHaveAttribute('href', '/api/customers/7/export/json');
    expect(csv).toHaveAttribute('href', '/api/customers/7/export/csv');
    expect(json).toHaveAttribute('download');
  });

  it('anonymises only after the confirmation, says how many orders, and returns to the list', async () => {
    const fetchMock = renderShow(ADMIN, (url, init) =>
      init?.method === 'POST' && new URL(url, 'http://localhost').pathname === '/api/customers/7/erase'
        ? json(200, { data: { erasedOrders: 2 } })
        : notFound(),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Daten anonymisieren' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kundendaten endgültig anonymisieren?')).toBeVisible();
    expect(dialog).toHaveTextContent(
      'Name, Adresse, Telefon, E-Mail und Kommentare werden aus 2 Bestellungen entfernt.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig anonymisieren' }));

    expect(await screen.findByText('Liste der Kunden')).toBeVisible();
    expect(await screen.findByText('2 Bestellungen wurden anonymisiert.')).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('keeps the customer and names the server’s reason when the erase fails', async () => {
    renderShow(ADMIN, (_url, init) =>
      init?.method === 'POST'
        ? json(403, {
            errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.', code: 'permission_denied' }],
          })
        : notFound(),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Daten anonymisieren' }, { timeout: 5000 }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Endgültig anonymisieren' }),
    );

    expect(await screen.findByText('Sie haben keine Berechtigung für diese Aktion.')).toBeVisible();
    expect(screen.queryByText('Liste der Kunden')).toBeNull();
    // the dialog stays open for another try
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Endgültig anonymisieren' })).toBeEnabled());
  });

  it('a cancelled confirmation sends nothing', async () => {
    const fetchMock = renderShow(ADMIN);

    await userEvent.click(await screen.findByRole('button', { name: 'Daten anonymisieren' }, { timeout: 5000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows employees the customer without export, erase or edit', async () => {
    renderShow(EMPLOYEE);

    expect(await screen.findByText('Erika Musterfrau', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(screen.queryByRole('link', { name: 'Daten als JSON exportieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Daten anonymisieren' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
  });
});
