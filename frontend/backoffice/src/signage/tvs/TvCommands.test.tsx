import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, sentBody } from '../../test/fetchStub';
import { path, renderAt, scene, stubApi, tv } from '../testSignage';
import TvEdit from './TvEdit';

const SCENES = [
  scene({ id: 3, name: 'Mittagsmenü', path: 'mittag' }),
  scene({ id: 4, name: 'Frühstück', path: 'fruehstueck' }),
];
const command = (id: number, kind: string) => ({
  id,
  kind,
  payload: {},
  status: 'pending',
  createdAt: '2026-11-25T11:15:00Z',
  deliveredAt: null,
  finishedAt: null,
  expiresAt: '2026-11-25T11:25:00Z',
  result: null,
  error: '',
});

function editTv(handler: (url: string, init?: RequestInit) => Response | null, record = tv({})) {
  const fetchMock = stubApi((url, init) => {
    if (path(url) === '/api/digital-signage-devices/1' && (init?.method ?? 'GET') === 'GET')
      return json(200, { data: record });
    if (path(url) === '/api/scenes') return json(200, { data: SCENES, meta: { total: 2 } });
    if (path(url) === '/api/devices') return json(200, { data: [], meta: { total: 0 } });
    if (path(url) === '/api/digital-signage-streams') return json(200, { data: [], meta: { total: 0 } });
    return handler(url, init);
  });
  renderAt('digital-signage-devices', '/digital-signage-devices/1', [
    { path: '/digital-signage-devices/:id', element: <TvEdit /> },
  ]);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>, to: string) =>
  fetchMock.mock.calls
    .map((call, index) => ({ url: String(call[0]), init: call[1], index }))
    .filter((call) => path(call.url) === to && call.init?.method === 'POST');

async function showFruehstueck() {
  await userEvent.click(await screen.findByRole('button', { name: 'Szene jetzt zeigen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Szene jetzt zeigen' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Welche Szene soll der TV jetzt zeigen/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Frühstück (fruehstueck)' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zeigen' }));
}

describe("a TV's state and commands", { timeout: 30_000 }, () => {
  it('shows whether the screen is online and what its player shows since when, in Vienna time', async () => {
    editTv(() => null);

    expect(await screen.findByText('„Mittagsmenü“ seit 25.11.2026 11:00')).toBeVisible();
    expect(screen.getByText('online')).toBeVisible();
    expect(screen.getByText('zuletzt gesehen 25.11.2026 12:14')).toBeVisible();
  });

  it("shows a scene now until 'Abbrechen' sends the abort of that command", async () => {
    const fetchMock = editTv((url, init) => {
      if (path(url) === '/api/digital-signage-devices/1/command' && init?.method === 'POST')
        return json(200, { data: command(55, 'show-scene') });
      if (path(url) === '/api/digital-signage-devices/1/command/abort' && init?.method === 'POST')
        return json(200, { data: { ...command(55, 'show-scene'), status: 'aborted' } });
      return null;
    });

    await showFruehstueck();

    expect(await screen.findAllByText('Der TV zeigt „Frühstück“, bis Sie abbrechen.')).not.toHaveLength(0);
    const [sent] = posts(fetchMock, '/api/digital-signage-devices/1/command');
    expect(sentBody(fetchMock, sent.index)).toEqual({ kind: 'show-scene', sceneId: 4 });
    const running = screen.getByRole('status');
    expect(running).toHaveTextContent('Der TV zeigt „Frühstück“, bis Sie abbrechen.');

    await userEvent.click(within(running).getByRole('button', { name: 'Abbrechen' }));

    expect(await screen.findByText('Der TV zeigt wieder seinen Stream.')).toBeVisible();
    const [abort] = posts(fetchMock, '/api/digital-signage-devices/1/command/abort');
    expect(sentBody(fetchMock, abort.index)).toEqual({ id: 55 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull());
  });

  it("keeps 'Abbrechen' when the abort fails: 'Befehl konnte nicht abgebrochen werden.'", async () => {
    let aborts = 0;
    editTv((url, init) => {
      if (path(url) === '/api/digital-signage-devices/1/command' && init?.method === 'POST')
        return json(200, { data: command(56, 'show-scene') });
      if (path(url) === '/api/digital-signage-devices/1/command/abort' && init?.method === 'POST') {
        aborts += 1;
        return aborts === 1
          ? json(502, undefined)
          : json(409, {
              errors: [{ field: 'id', message: 'Befehl konnte nicht abgebrochen werden.', code: 'finished' }],
            });
      }
      return null;
    });

    await showFruehstueck();
    const running = await screen.findByRole('status');
    await userEvent.click(within(running).getByRole('button', { name: 'Abbrechen' }));

    expect(await screen.findByText('Befehl konnte nicht abgebrochen werden.')).toBeVisible();
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
  });

  it("reloads and asks for a screenshot, and says 'Befehl konnte nicht ausgeführt werden.' when refused", async () => {
    let sent = 0;
    const fetchMock = editTv((url, init) => {
      if (path(url) === '/api/digital-signage-devices/1/command' && init?.method === 'POST') {
        sent += 1;
        return sent < 3
          ? json(200, { data: command(60 + sent, sent === 1 ? 'reload' : 'screenshot') })
          : json(502, undefined);
      }
      return null;
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(await screen.findByText('Befehl wurde gesendet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bildschirmfoto' }));
    expect(
      await screen.findByText('Bildschirmfoto angefordert. Es erscheint hier, sobald der TV es schickt.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(await screen.findByText('Befehl konnte nicht ausgeführt werden.')).toBeVisible();

    const bodies = posts(fetchMock, '/api/digital-signage-devices/1/command').map((call) =>
      sentBody(fetchMock, call.index),
    );
    expect(bodies).toEqual([{ kind: 'reload' }, { kind: 'screenshot' }, { kind: 'reload' }]);
  });

  it('offers the abort of a scene shown from before, as the server names it', async () => {
    const fetchMock = editTv(
      (url, init) =>
        path(url) === '/api/digital-signage-devices/1/command/abort' && init?.method === 'POST'
          ? json(200, { data: { ...command(41, 'show-scene'), status: 'aborted' } })
          : null,
      tv({ override: { command: 41, scene: 4, sceneName: 'Frühstück', status: 'delivered' } }),
    );

    const running = await screen.findByRole('status');
    expect(running).toHaveTextContent('Der TV zeigt „Frühstück“, bis Sie abbrechen.');
    await userEvent.click(within(running).getByRole('button', { name: 'Abbrechen' }));

    expect(await screen.findByText('Der TV zeigt wieder seinen Stream.')).toBeVisible();
    const [abort] = posts(fetchMock, '/api/digital-signage-devices/1/command/abort');
    expect(sentBody(fetchMock, abort.index)).toEqual({ id: 41 });
  });

  it('shows the last screenshot with its time', async () => {
    editTv(
      () => null,
      tv({ screenshot: { url: '/uploads/bildschirmfoto-tv-theke.png', takenAt: '2026-11-25T11:16:00Z' } }),
    );

    const picture = await screen.findByRole('img', { name: 'Bildschirmfoto von TV Theke' });
    expect(picture).toHaveAttribute('src', '/uploads/bildschirmfoto-tv-theke.png');
    expect(screen.getByText('Letztes Bildschirmfoto vom 25.11.2026 12:16')).toBeVisible();
  });
});
