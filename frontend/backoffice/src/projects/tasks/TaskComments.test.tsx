import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification, RecordContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { FetchHandler } from '../../test/fetchStub';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import { TaskComments } from './TaskComments';
import { task } from './testTasks';

const COMMENTS = [
  // 09:01 UTC is 10:01 in Vienna
  { id: 5, author: 1, authorName: 'Anna Admin', body: 'Bitte bis Freitag.', createdAt: '2026-11-25T09:01:00Z' },
  {
    id: 6,
    author: null,
    authorName: null,
    body: 'Erledige ich morgen.\nPinsel fehlt.',
    createdAt: '2026-11-25T23:30:00Z',
  },
];

// no retries: a failed read shows at once (the app's client retries first)
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderComments(handler: FetchHandler) {
  const fetchMock = stubFetch(handler);
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={noRetries()}>
        <RecordContextProvider value={task({ id: 1, title: 'Tische streichen' })}>
          <TaskComments />
        </RecordContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return fetchMock;
}

const gets = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;

describe('the comments of a task', { timeout: 20_000 }, () => {
  it('are listed oldest first with author and Vienna time, line breaks kept', async () => {
    renderComments(() => json(200, { data: COMMENTS }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Kommentare' })).toBeVisible();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Anna Admin, 25.11.2026, 10:01',
      '–, 26.11.2026, 00:30',
    ]);
    expect(items[1].lastElementChild?.textContent).toBe('Erledige ich morgen.\nPinsel fehlt.');
  });

  it('say so when there are none yet', async () => {
    renderComments(() => json(200, { data: [] }));

    expect(await screen.findByText('Noch keine Kommentare.')).toBeVisible();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('name a failed load in German instead of an empty list', async () => {
    renderComments(() => json(500, undefined));

    expect(await screen.findByText('Kommentare konnten nicht geladen werden.')).toBeVisible();
    expect(screen.queryByText('Noch keine Kommentare.')).toBeNull();
  });

  it('take a new comment: sent, the field emptied, confirmed and the list read again', async () => {
    let stored = [COMMENTS[0]];
    const fetchMock = renderComments((_url, init) => {
      if (init?.method === 'POST') {
        const added = {
          id: 7,
          author: 2,
          authorName: 'Max Mitarbeiter',
          body: 'Mache ich.',
          createdAt: '2026-11-25T10:00:00Z',
        };
        stored = [...stored, added];
        return json(201, { data: added });
      }
      return json(200, { data: stored });
    });
    await screen.findByText('Bitte bis Freitag.');

    const field = screen.getByLabelText('Neuer Kommentar');
    await userEvent.click(field);
    await userEvent.paste('Mache ich.');
    await userEvent.click(screen.getByRole('button', { name: 'Kommentar hinzufügen' }));

    expect(await screen.findByText('Kommentar hinzugefügt.')).toBeVisible();
    expect(await screen.findByText('Mache ich.')).toBeVisible();
    expect(field).toHaveValue('');
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(new URL(fetchMock.mock.calls[post][0], 'http://localhost').pathname).toBe('/api/tasks/1/comments');
    expect(sentBody(fetchMock, post)).toEqual({ body: 'Mache ich.' });
    expect(gets(fetchMock)).toBe(2);
  });

  it('keep the text when the server refuses it and show its reason', async () => {
    renderComments((_url, init) =>
      init?.method === 'POST'
        ? json(400, { errors: [{ field: 'body', message: 'Bitte geben Sie einen Kommentar ein.', code: 'blank' }] })
        : json(200, { data: [] }),
    );
    await screen.findByText('Noch keine Kommentare.');

    const field = screen.getByLabelText('Neuer Kommentar');
    await userEvent.click(field);
    await userEvent.paste('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Kommentar hinzufügen' }));

    expect(await screen.findByText('Bitte geben Sie einen Kommentar ein.')).toBeVisible();
    expect(field).toHaveValue('   ');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kommentar hinzufügen' })).toBeEnabled());
  });
});
