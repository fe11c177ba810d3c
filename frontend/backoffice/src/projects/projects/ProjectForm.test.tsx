import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import ProjectCreate from './ProjectCreate';
import ProjectEdit from './ProjectEdit';

const END_BEFORE_START = 'Das Ende darf nicht vor dem Beginn liegen.';
const USERS = [
  { id: 2, fullName: 'Max Mitarbeiter', email: 'max@example.com' },
  { id: 3, fullName: 'Klara Kollegin', email: 'klara@example.com' },
];
const GARDEN = {
  id: 1,
  name: 'Umbau Schanigarten',
  description: '',
  status: 'active',
  branch: 1,
  members: [2],
  externalMembers: [],
  people: [{ id: 2, kind: 'user', name: 'Max Mitarbeiter' }],
  startDate: '2026-12-10',
  endDate: null,
  taskCount: 2,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
};

function renderAt(path: string, element: React.ReactNode, handler: FetchHandler) {
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/branches')
      return json(200, { data: [{ id: 1, name: 'Mariahilf' }], meta: { total: 1 } });
    if (address.pathname === '/api/users') return json(200, { data: USERS, meta: { total: 2 } });
    if (address.pathname === '/api/external-users') return json(200, { data: [], meta: { total: 0 } });
    return handler(url, init);
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        <Routes>
          <Route path="/projects" element={<p>Liste der Projekte</p>} />
          <Route
            path={path.endsWith('create') ? '/projects/create' : '/projects/:id'}
            element={<ResourceContextProvider value="projects">{element}</ResourceContextProvider>}
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.flatMap(([, init], index) => (init?.method === method ? [index] : []));

describe('the project form', { timeout: 20_000 }, () => {
  it('creates an active project of a branch with its members', async () => {
    const fetchMock = renderAt('/projects/create', <ProjectCreate />, (_url, init) =>
      init?.method === 'POST' ? json(201, { data: { ...GARDEN, id: 5 } }) : json(404, { errors: [] }),
    );

    await userEvent.click(await screen.findByLabelText('Name', {}, { timeout: 5000 }));
    await userEvent.paste('Weihnachtsfeier');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Aktiv');
    await userEvent.click(screen.getByRole('combobox', { name: 'Filiale' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mariahilf' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Mitglieder' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Klara Kollegin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste der Projekte')).toBeVisible();
    expect(sentBody(fetchMock, writes(fetchMock, 'POST')[0])).toMatchObject({
      name: 'Weihnachtsfeier',
      status: 'active',
      branch: 1,
      members: [3],
    });
  });

  it('offers the four statuses by their German names', async () => {
    renderAt('/projects/create', <ProjectCreate />, () => json(404, { errors: [] }));

    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 5000 }));

    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual([
      'Geplant',
      'Aktiv',
      'Pausiert',
      'Abgeschlossen',
    ]);
  });

  it('shows an end before the start at the end field and stays on the form', async () => {
    const fetchMock = renderAt('/projects/1', <ProjectEdit />, (_url, init) =>
      init?.method === 'PUT'
        ? json(400, { errors: [{ field: 'endDate', message: END_BEFORE_START, code: 'end_before_start' }] })
        : json(200, { data: GARDEN }),
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Umbau Schanigarten'), { timeout: 5000 });

    fireEvent.change(screen.getByLabelText('Ende'), { target: { value: '2026-12-09' } });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText(END_BEFORE_START, { selector: 'p *, p' })).toBeVisible();
    expect(screen.queryByText('Liste der Projekte')).toBeNull();
    expect(sentBody(fetchMock, writes(fetchMock, 'PUT')[0])).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2026-12-09',
      members: [2],
    });
  });
});
