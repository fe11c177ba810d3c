import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { createAuthProvider } from '../../api/authProvider';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';
import TaskList from './TaskList';
import { TASKS } from './testTasks';

const ADMIN = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Admin',
  roles: ['ROLE_ADMIN'],
  branches: [] as number[],
};
const EMPLOYEE = { ...ADMIN, id: 2, roles: ['ROLE_EMPLOYEE'], branches: [1] };

function renderList(user: typeof ADMIN, handler: FetchHandler = () => json(404, { errors: [] })) {
  let tasks = TASKS;
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/users/me') return json(200, { data: user });
    if (address.pathname === '/api/tasks' && (init?.method ?? 'GET') === 'GET') {
      return json(200, { data: tasks, meta: { total: tasks.length } });
    }
    if (address.pathname === '/api/projects') return json(200, { data: [], meta: { total: 0 } });
    const answer = handler(url, init);
    // a task marked unread is unread when the list is read again
    if (address.pathname.endsWith('/forget-view'))
      tasks = tasks.map((t) => (t.id === 3 ? { ...t, isUnread: true } : t));
    return answer;
  });
  render(
    <TestMemoryRouter initialEntries={['/tasks']}>
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/tasks/:id" element={<p>Aufgabe geöffnet</p>} />
          <Route
            path="/tasks"
            element={
              <ResourceContextProvider value="tasks">
                <TaskList />
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

const row = async (title: string) => (await screen.findByText(title, {}, { timeout: 5000 })).closest('tr')!;
const markUnread = (title: string) => `Als ungelesen markieren: ${title}`;

describe('the task list', { timeout: 20_000 }, () => {
  it('shows each task with project, assignee, status and priority in German, unread ones marked', async () => {
    const fetchMock = renderList(ADMIN);

    const first = await row('Angebote einholen');
    expect(within(first).getByText('Ungelesen')).toBeVisible();
    expect(within(first).getByRole('cell', { name: 'Umbau Schanigarten' })).toBeVisible();
    expect(within(first).getByText('Offen')).toBeVisible();
    expect(within(first).getByText('Normal')).toBeVisible();
    expect(within(await row('Bodenbelag auswählen')).getByText('In Arbeit')).toBeVisible();
    const read = fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .find((u) => u.pathname === '/api/tasks')!;
    expect(read.searchParams.get('ordering')).toBe('dueDate');
  });

  it('offers “Als ungelesen markieren” only on tasks already read', async () => {
    renderList(ADMIN);

    expect(
      within(await row('Angebote einholen')).queryByRole('button', { name: markUnread('Angebote einholen') }),
    ).toBeNull();
    expect(
      within(await row('Schirme montieren')).getByRole('button', { name: markUnread('Schirme montieren') }),
    ).toBeVisible();
  });

  it('marks a task unread without opening it and reads the list again', async () => {
    const fetchMock = renderList(ADMIN, (_url, init) =>
      init?.method === 'POST' ? json(200, { data: { ...TASKS[2], isUnread: true } }) : json(404, { errors: [] }),
    );

    await userEvent.click(
      within(await row('Schirme montieren')).getByRole('button', { name: markUnread('Schirme montieren') }),
    );

    expect(await screen.findByText('Aufgabe ist wieder als ungelesen markiert.')).toBeVisible();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => new URL(url, 'http://localhost').pathname)).toEqual(['/api/tasks/3/forget-view']);
    await waitFor(() =>
      expect(within(screen.getByText('Schirme montieren').closest('tr')!).getByText('Ungelesen')).toBeVisible(),
    );
    // the click did not open the task
    expect(screen.queryByText('Aufgabe geöffnet')).toBeNull();
  });

  it('names the server’s reason when marking unread fails', async () => {
    renderList(ADMIN, () => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }));

    await userEvent.click(
      within(await row('Schirme montieren')).getByRole('button', { name: markUnread('Schirme montieren') }),
    );

    expect(await screen.findByText('Nicht gefunden.')).toBeVisible();
  });

  it('opens a task from its row', async () => {
    renderList(EMPLOYEE);

    await userEvent.click(await screen.findByText('Bodenbelag auswählen', {}, { timeout: 5000 }));

    expect(await screen.findByText('Aufgabe geöffnet')).toBeVisible();
  });

  it('lets administrators select tasks for deletion', async () => {
    renderList(ADMIN);
    await row('Angebote einholen');
    // one box per task and one for all
    expect(await screen.findAllByRole('checkbox')).toHaveLength(4);
  });

  it('shows employees no selection boxes', async () => {
    const fetchMock = renderList(EMPLOYEE);
    await row('Angebote einholen');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => new URL(url, 'http://localhost').pathname === '/api/users/me')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Schirme montieren')).toBeVisible();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
