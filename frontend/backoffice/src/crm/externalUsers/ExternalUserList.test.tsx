import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import ExternalUserList from './ExternalUserList';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};
const EMPLOYEE = { ...ADMIN, id: 2, roles: ['ROLE_EMPLOYEE'], branches: [1] };
const PEOPLE = [
  {
    id: 3,
    firstName: 'Petra',
    lastName: 'Lieferant',
    email: 'petra@example.com',
    companyName: 'Bio-Hof',
    isActive: true,
    branch: 1,
  },
  {
    id: 4,
    firstName: 'Paul',
    lastName: 'Partner',
    email: 'paul@example.com',
    companyName: '',
    isActive: false,
    branch: null,
  },
];

function renderList(user: typeof ADMIN) {
  const fetchMock = stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: user });
    if (address.pathname === '/api/external-users') return json(200, { data: PEOPLE, meta: { total: 2 } });
    if (address.pathname === '/api/branches')
      return json(200, { data: [{ id: 1, name: 'Mariahilf' }], meta: { total: 1 } });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={['/external-users']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <ResourceContextProvider value="external-users">
          <ExternalUserList />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

describe('the external users', { timeout: 20_000 }, () => {
  it('are listed by last name with company, activity and branch ("–" for the whole business)', async () => {
    const fetchMock = renderList(ADMIN);

    const petra = (await screen.findByRole('cell', { name: 'Lieferant' }, { timeout: 5000 })).closest('tr')!;
    expect(within(petra).getByRole('cell', { name: 'Bio-Hof' })).toBeVisible();
    expect(await within(petra).findByText('Mariahilf')).toBeVisible();
    const paul = screen.getByRole('cell', { name: 'Partner' }).closest('tr')!;
    expect(within(paul).getByText('–')).toBeVisible();
    expect(within(paul).getByLabelText('Nein')).toBeInTheDocument();
    expect(within(petra).getByLabelText('Ja')).toBeInTheDocument();
    const list = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .find((u) => u.pathname === '/api/external-users')!;
    expect(list.searchParams.get('ordering')).toBe('lastName');
  });

  it('can be selected for deletion by administrators only', async () => {
    renderList(ADMIN);
    await screen.findByRole('cell', { name: 'Lieferant' }, { timeout: 5000 });
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
  });

  it('are read-only for employees', async () => {
    const fetchMock = renderList(EMPLOYEE);
    await screen.findByRole('cell', { name: 'Lieferant' }, { timeout: 5000 });
    // the roles are known
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => new URL(url, 'http://localhost').pathname === '/api/users/me')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Paul')).toBeVisible();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
