import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import CustomerCreate from './CustomerCreate';
import CustomerEdit from './CustomerEdit';

const erika = {
  id: 7,
  name: 'Erika Musterfrau',
  companyName: '',
  email: 'erika@example.com',
  phone: '',
  ordersCount: 2,
  totalGross: '19.90',
  lastOrderAt: '2026-11-20T10:00:00Z',
};

function renderAt(path: string, element: React.ReactNode) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        <Routes>
          <Route path="/customers" element={<p>Liste der Kunden</p>} />
          <Route path="/customers/:id/show" element={<p>Kunde angezeigt</p>} />
          <Route
            path={path.endsWith('create') ? '/customers/create' : '/customers/:id'}
            element={<ResourceContextProvider value="customers">{element}</ResourceContextProvider>}
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('customers are written by administrators', { timeout: 20_000 }, () => {
  it('creates a customer with the typed contact', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (new URL(url, 'http://localhost').pathname === '/api/customers' && init?.method === 'POST') {
        return json(201, { data: { ...erika, id: 9, ordersCount: 0, totalGross: '0.00', lastOrderAt: null } });
      }
      return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
    });
    renderAt('/customers/create', <CustomerCreate />);

    await userEvent.type(await screen.findByLabelText('Name', {}, { timeout: 5000 }), 'Catering Huber');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'office@huber.at');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Kunde angezeigt', {}, { timeout: 5000 })).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toMatchObject({ name: 'Catering Huber', email: 'office@huber.at' });
  });

  it('asks before deleting and shows the server’s reason when the customer has orders', async () => {
    const refused =
      'Kunde „Erika Musterfrau“ hat Bestellungen und kann daher nicht gelöscht werden. Mit „Daten anonymisieren“ entfernen Sie die personenbezogenen Daten.';
    const fetchMock = stubFetch((url, init) => {
      if (new URL(url, 'http://localhost').pathname !== '/api/customers/7') {
        return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
      }
      if (init?.method === 'DELETE') return json(409, { errors: [{ message: refused, code: 'in_use' }] });
      return json(200, { data: erika });
    });
    renderAt('/customers/7', <CustomerEdit />);

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Erika Musterfrau'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));

    // nothing is deleted before the confirmation
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));

    expect(await screen.findByText(refused, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
