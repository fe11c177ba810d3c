import { describe, expect, it } from 'vitest';
import { json, sentBody, stubFetch } from '../../test/fetchStub';
import { addComment, forgetView, getComments, logView } from './api';
import { task } from './testTasks';

const refused = (message: string) => json(400, { errors: [{ field: 'body', message, code: 'invalid' }] });
const path = (fetchMock: ReturnType<typeof stubFetch>, call = 0) =>
  new URL(fetchMock.mock.calls[call][0], 'http://localhost').pathname;

describe('the task calls beyond CRUD', () => {
  it('mark a task read and unread with a POST each and answer the task', async () => {
    const fetchMock = stubFetch(() => json(200, { data: task({ id: 4, title: 'A', isUnread: false }) }));

    expect((await logView(4)).isUnread).toBe(false);
    await forgetView(4);

    expect([path(fetchMock, 0), path(fetchMock, 1)]).toEqual(['/api/tasks/4/log-view', '/api/tasks/4/forget-view']);
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'POST']);
  });

  it('say in their own words that marking read failed, and the server’s words for unread', async () => {
    stubFetch(() => json(404, { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] }));

    await expect(logView(4)).rejects.toThrow('Aufgabe konnte nicht als gelesen markiert werden.');
    await expect(forgetView(4)).rejects.toThrow('Nicht gefunden.');
  });

  it('fall back to German texts when the server says nothing', async () => {
    stubFetch(() => json(502, undefined));

    await expect(forgetView(4)).rejects.toThrow('Aufgabe konnte nicht als ungelesen markiert werden.');
    await expect(getComments(4)).rejects.toThrow('Kommentare konnten nicht geladen werden.');
    await expect(addComment(4, 'x')).rejects.toThrow('Kommentar konnte nicht gespeichert werden.');
  });

  it('read the comments and add one with its body', async () => {
    const comment = {
      id: 7,
      author: 2,
      authorName: 'Max Mitarbeiter',
      body: 'Mache ich.',
      createdAt: '2026-11-25T10:00:00Z',
    };
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST' ? json(201, { data: comment }) : json(200, { data: [comment] }),
    );

    expect(await getComments(4)).toEqual([comment]);
    expect(await addComment(4, 'Mache ich.')).toEqual(comment);

    expect(path(fetchMock, 1)).toBe('/api/tasks/4/comments');
    expect(sentBody(fetchMock, 1)).toEqual({ body: 'Mache ich.' });
  });

  it('name the server’s reason for a refused comment', async () => {
    stubFetch(() => refused('Bitte geben Sie einen Kommentar ein.'));

    await expect(addComment(4, '')).rejects.toThrow('Bitte geben Sie einen Kommentar ein.');
  });
});
