import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import ProjectList from './ProjectList';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};
const EMPLOYEE = { ...ADMIN, id: 2, roles: ['ROLE_EMPLOYEE'], branches: [1] };

const project = (fields: Record<string, unknown>) => ({
  description: '',
  status: 'active',
  branch: 1,
  members: [],
  externalMembers: [],
  people: [],
  startDate: null,
  endDate: null,
  taskCount: 0,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...fields,
});

const PROJECTS = [
  project({
    id: 1,
    name: 'Umbau Schanigarten',
    people: [
      { id: 2, kind: 'user', name: 'Max Mitarbeiter' },
      { id: 9, kind: 'external', name: 'Fritz Fahrer' },
    ],
    taskCount: 3,
  }),
  project({ id: 2, name: 'Weihnachtsmenü', status: 'on_hold' }),
];

function renderList(user: typeof ADMIN) {
  const fetchMock = stubFetch((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: user });
    if (address.pathname === '/api/projects') return json(200, { data: PROJECTS, meta: { total: 2 } });
    if (address.pathname === '/api/branches')
      return json(200, { data: [{ id: 1, name: 'Mariahilf' }], meta: { total: 1 } });
    return json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] });
  });
  render(
    <TestMemoryRouter initialEntries={['/projects']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route path="/projects/:id" element={<p>Projekt bearbeiten</p>} />
          <Route
            path="/projects"
            element={
              <ResourceContextProvider value="projects">
                <ProjectList />
              </ResourceContextProvider>
            }
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const row = async (name: string) => (await screen.findByRole('cell', { name }, { timeout: 5000 })).closest('tr')!;
const meCalled = (fetchMock: ReturnType<typeof stubFetch>) =>
  waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => new URL(url, 'http://localhost').pathname === '/api/users/me')).toBe(
      true,
    ),
  );

describe('the project list', { timeout: 20_000 }, () => {
  it('shows status, branch, the people by name and the number of tasks; “–” for none', async () => {
    renderList(ADMIN);

    const garden = await row('Umbau Schanigarten');
    expect(within(garden).getByText('Aktiv')).toBeVisible();
    expect(await within(garden).findByText('Mariahilf')).toBeVisible();
    expect(within(garden).getByText('Max Mitarbeiter, Fritz Fahrer')).toBeVisible();
    expect(within(garden).getByRole('cell', { name: '3' })).toBeVisible();
    const christmas = await row('Weihnachtsmenü');
    expect(within(christmas).getByText('Pausiert')).toBeVisible();
    // no people, no start, no end
    expect(within(christmas).getAllByText('–')).toHaveLength(3);
  });

  it('opens a project for administrators', async () => {
    renderList(ADMIN);

    await userEvent.click(await screen.findByText('Weihnachtsmenü', {}, { timeout: 5000 }));

    expect(await screen.findByText('Projekt bearbeiten')).toBeVisible();
  });

  it('stays put for employees, who only read, and offers them no selection', async () => {
    const fetchMock = renderList(EMPLOYEE);
    await row('Weihnachtsmenü');
    await meCalled(fetchMock);

    await userEvent.click(await screen.findByText('Weihnachtsmenü'));

    expect(screen.queryByText('Projekt bearbeiten')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
