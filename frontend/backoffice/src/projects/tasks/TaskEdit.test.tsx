import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import TaskCreate from './TaskCreate';
import TaskEdit from './TaskEdit';
import { task } from './testTasks';

const PROJECT = {
  id: 1,
  name: 'Umbau Schanigarten',
  people: [
    { id: 2, kind: 'user', name: 'Max Mitarbeiter' },
    { id: 9, kind: 'external', name: 'Fritz Fahrer' },
  ],
};
const TASK = task({
  id: 4,
  title: 'Sonnenschirme bestellen',
  description: '<p>Vier <strong>große</strong></p>',
  assignee: 2,
  assigneeName: 'Max Mitarbeiter',
  isUnread: true,
  attachments: [11],
  attachmentDetails: [
    { id: 11, originalName: 'angebot.pdf', mimeType: 'application/pdf', size: 3, url: '/upload/11.pdf' },
  ] as never,
});

function renderAt(path: string, element: React.ReactNode, handler: FetchHandler = () => json(404, { errors: [] })) {
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (address.pathname === '/api/tasks/4' && method === 'GET') return json(200, { data: TASK });
    if (address.pathname === '/api/tasks/4/comments' && method === 'GET') return json(200, { data: [] });
    if (address.pathname === '/api/projects/1') return json(200, { data: PROJECT });
    if (address.pathname === '/api/projects') return json(200, { data: [PROJECT], meta: { total: 1 } });
    if (address.pathname === '/api/uploads') return json(200, { data: [], meta: { total: 0 } });
    return handler(url, init);
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={new QueryClient()}>
        <Routes>
          <Route path="/tasks" element={<p>Liste der Aufgaben</p>} />
          <Route
            path={path.endsWith('create') ? '/tasks/create' : '/tasks/:id'}
            element={<ResourceContextProvider value="tasks">{element}</ResourceContextProvider>}
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls.flatMap(([url, init], index) =>
    (init?.method ?? 'GET') === method && new URL(url, 'http://localhost').pathname === path ? [index] : [],
  );

describe('a task’s page', { timeout: 20_000 }, () => {
  it('marks the task read once when it opens and shows its attachments as links', async () => {
    const fetchMock = renderAt('/tasks/4', <TaskEdit />, (_url, init) =>
      init?.method === 'POST' ? json(200, { data: { ...TASK, isUnread: false } }) : json(404, { errors: [] }),
    );

    const link = await screen.findByRole('link', { name: 'angebot.pdf' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/upload/11.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/tasks/4/log-view')).toHaveLength(1));
    expect(await screen.findByText('Noch keine Kommentare.')).toBeVisible();
  });

  it('still shows the task when marking it read fails', async () => {
    renderAt('/tasks/4', <TaskEdit />, () => json(503, undefined));

    await waitFor(() => expect(screen.getByLabelText('Titel')).toHaveValue('Sonnenschirme bestellen'), {
      timeout: 5000,
    });
    expect(screen.queryByText('Aufgabe konnte nicht als gelesen markiert werden.')).toBeNull();
  });

  it('shows the description in the editor and the project’s people as the assignee choices', async () => {
    renderAt('/tasks/4', <TaskEdit />);

    const editor = await screen.findByRole('textbox', { name: 'Beschreibung' }, { timeout: 5000 });
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Vier <strong>große</strong></p>'));
    const assignee = await screen.findByRole('combobox', { name: 'Zuständig' });
    await waitFor(() => expect(assignee).toHaveTextContent('Max Mitarbeiter'));
    await userEvent.click(assignee);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Niemand', 'Max Mitarbeiter', 'Fritz Fahrer']);
  });

  it('hands the task to an external member: the staff assignee goes, the external one is sent', async () => {
    const fetchMock = renderAt('/tasks/4', <TaskEdit />, (_url, init) =>
      init?.method === 'PUT'
        ? json(200, { data: { ...TASK, assignee: null, externalAssignee: 9 } })
        : json(404, { errors: [] }),
    );

    const assignee = await screen.findByRole('combobox', { name: 'Zuständig' }, { timeout: 5000 });
    await waitFor(() => expect(assignee).toHaveTextContent('Max Mitarbeiter'));
    await userEvent.click(assignee);
    await userEvent.click(await screen.findByRole('option', { name: 'Fritz Fahrer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/tasks/4')).toHaveLength(1));
    expect(sentBody(fetchMock, calls(fetchMock, 'PUT', '/api/tasks/4')[0])).toMatchObject({
      assignee: null,
      externalAssignee: 9,
      title: 'Sonnenschirme bestellen',
    });
  });

  it('asks for the project before anyone can be chosen on a new task', async () => {
    renderAt('/tasks/create', <TaskCreate />);

    const assignee = await screen.findByRole('combobox', { name: 'Zuständig' }, { timeout: 5000 });
    expect(assignee).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Wählen Sie zuerst ein Projekt.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Offen');
    expect(screen.getByRole('combobox', { name: 'Priorität' })).toHaveTextContent('Normal');
  });
});
