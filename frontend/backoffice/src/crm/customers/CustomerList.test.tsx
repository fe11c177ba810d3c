import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import CustomerList from './CustomerList';
import CustomerShow from './CustomerShow';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [],
};
// stored in E.164 as the checkout stores '0664 1234567'; the server groups it as on the order
const otto = {
  id: 8,
  name: 'Otto Telefon',
  companyName: '',
  email: '',
  phone: '+436641234567',
  phoneDisplay: '+43 664 1234567',
  ordersCount: 1,
  totalGross: '19.90',
  lastOrderAt: '2026-11-20T10:00:00Z',
  orders: [],
};

function renderAt(path: string) {
  stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: ADMIN });
    if (address.pathname === '/api/customers') return json(200, { data: [otto], meta: { total: 1 } });
    if (address.pathname === '/api/customers/8') return json(200, { data: otto });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <ResourceContextProvider value="customers">
          <Routes>
            <Route path="/customers" element={<CustomerList />} />
            <Route path="/customers/:id/show" element={<CustomerShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("a customer's phone as staff read it", { timeout: 20_000 }, () => {
  it('is grouped in the list', async () => {
    renderAt('/customers');

    const row = (await screen.findByRole('cell', { name: 'Otto Telefon' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '+43 664 1234567' })).toBeVisible();
    expect(within(row).queryByText('+436641234567')).toBeNull();
  });

  it("is grouped on the customer's page", async () => {
    renderAt('/customers/8/show');

    expect(await screen.findByText('+43 664 1234567', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('+43 664 1234567').closest('.ra-field')).toHaveTextContent('Telefon');
    expect(screen.queryByText('+436641234567')).toBeNull();
  });
});
