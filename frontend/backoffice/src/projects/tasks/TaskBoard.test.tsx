import { afterAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import { TASKS } from './testTasks';
import TaskList from './TaskList';

// a browser west of UTC, before the board's modules load: a due date still reads as the day it is
// (the board formatted '2026-12-01' as midnight UTC in the browser's zone: 30.11.2026 in New York)
vi.hoisted(() => vi.stubEnv('TZ', 'America/New_York'));
afterAll(() => {
  vi.unstubAllEnvs();
});

const STATUSES = ['open', 'in_progress', 'review', 'done'];

/** jsdom lays nothing out: the four columns side by side, each card inside its column. */
function layOutColumns() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const column = this.closest('[data-status]');
    const index = column ? STATUSES.indexOf(column.getAttribute('data-status') ?? '') : -1;
    if (index < 0) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    if (this === column) return DOMRect.fromRect({ x: index * 220, y: 0, width: 200, height: 400 });
    return DOMRect.fromRect({ x: index * 220 + 10, y: 50, width: 180, height: 40 });
  });
}

function renderBoard(handler: FetchHandler = () => json(404, { errors: [] })) {
  const fetchMock = stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname === '/api/tasks' && (init?.method ?? 'GET') === 'GET') {
      return json(200, { data: TASKS, meta: { total: TASKS.length } });
    }
    if (address.pathname === '/api/projects') return json(200, { data: [], meta: { total: 0 } });
    return handler(url, init);
  });
  const store = memoryStore();
  store.setItem('tasks.view', 'board');
  render(
    <TestMemoryRouter initialEntries={['/tasks']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient()}
        store={store}
      >
        <ResourceContextProvider value="tasks">
          <TaskList />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const column = (name: string) => screen.getByRole('region', { name });

describe('the task board', { timeout: 20_000 }, () => {
  it('shows one column per status with its count, the cards with assignee and due date', async () => {
    renderBoard();

    const board = await screen.findByRole('region', { name: 'Aufgaben nach Status' }, { timeout: 5000 });
    await within(board).findByText('Angebote einholen');
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Offen (1)', 'In Arbeit (1)', 'In Prüfung (0)', 'Erledigt (1)']);
    expect(within(column('In Prüfung (0)')).getByText('Keine Aufgaben')).toBeVisible();
    expect(within(column('Offen (1)')).getByText('Max Mitarbeiter · fällig 01.12.2026')).toBeVisible();
    expect(within(column('In Arbeit (1)')).getByText('Fritz Fahrer')).toBeVisible();
    expect(within(column('Erledigt (1)')).getByText('fällig 30.11.2026')).toBeVisible();
  });

  it('marks unread cards and links each card to its task', async () => {
    renderBoard();

    const open = await screen.findByRole('region', { name: 'Offen (1)' }, { timeout: 5000 });
    const title = await within(open).findByText('Angebote einholen');
    expect(title).toHaveAttribute('data-unread', 'true');
    expect(within(open).getByText('Ungelesen')).toBeVisible();
    expect(within(open).getByRole('link')).toHaveAttribute('href', '/tasks/1');
    expect(within(column('Erledigt (1)')).getByText('Schirme montieren')).toHaveAttribute('data-unread', 'false');
  });

  it('moves a card to the next column by keyboard, saves the status and says so in German', async () => {
    layOutColumns();
    const fetchMock = renderBoard((_url, init) =>
      init?.method === 'PUT' ? json(200, { data: { ...TASKS[0], status: 'in_progress' } }) : json(404, { errors: [] }),
    );
    const handle = await screen.findByRole(
      'button',
      { name: 'Aufgabe „Angebote einholen“ verschieben' },
      { timeout: 5000 },
    );
    expect(handle).toHaveAttribute('aria-roledescription', 'verschiebbare Aufgabe');

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // picked up, and at once over its own column
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte Offen.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte In Arbeit.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });

    await screen.findByText('Aufgabe „Angebote einholen“ in Spalte In Arbeit abgelegt.');
    expect(await screen.findByText('Status geändert: In Arbeit.')).toBeVisible();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(new URL(fetchMock.mock.calls[put][0], 'http://localhost').pathname).toBe('/api/tasks/1');
    expect(sentBody(fetchMock, put)).toEqual({ status: 'in_progress' });
  });

  it('sends nothing when a card is put back into its own column or the move is cancelled', async () => {
    layOutColumns();
    const fetchMock = renderBoard();
    const handle = await screen.findByRole(
      'button',
      { name: 'Aufgabe „Angebote einholen“ verschieben' },
      { timeout: 5000 },
    );

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // picked up, and at once over its own column
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte Offen.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await screen.findByText('Aufgabe „Angebote einholen“ in Spalte Offen abgelegt.');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte Offen.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte In Arbeit.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'Escape', code: 'Escape' });

    await screen.findByText('Verschieben von „Angebote einholen“ abgebrochen.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('names the server’s refusal and puts the card back', async () => {
    layOutColumns();
    renderBoard((_url, init) =>
      init?.method === 'PUT'
        ? json(400, { errors: [{ field: 'assignee', message: 'Diese Person gehört nicht zum Projekt.', code: 'x' }] })
        : json(404, { errors: [] }),
    );
    const handle = await screen.findByRole(
      'button',
      { name: 'Aufgabe „Angebote einholen“ verschieben' },
      { timeout: 5000 },
    );

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    // picked up, and at once over its own column
    await screen.findByText('Aufgabe „Angebote einholen“ über Spalte Offen.');
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });

    expect(await screen.findByText('Zuständig: Diese Person gehört nicht zum Projekt.')).toBeVisible();
    await waitFor(() => expect(within(column('Offen (1)')).getByText('Angebote einholen')).toBeVisible());
  });

  it('switches back to the list, which keeps the choice', async () => {
    renderBoard();
    await screen.findByRole('region', { name: 'Aufgaben nach Status' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'Liste' }));

    expect(await screen.findByRole('columnheader', { name: 'Projekt' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Aufgaben nach Status' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  });
});
