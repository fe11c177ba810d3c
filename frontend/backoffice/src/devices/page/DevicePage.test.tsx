import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, json, notModified, stubFetch } from '../../test/fetchStub';
import type { AgentDevice } from './api';
import { DevicePage } from './DevicePage';
import { DEVICE_KEY, readDevice } from './deviceStore';
import { LogRing } from './logRing';

const tablet: AgentDevice = {
  id: 4,
  name: 'Theke Mariahilf',
  identifier: 'theke',
  kind: 'tablet',
  branch: { id: 1, name: 'Mariahilf', identifier: 'wien-mariahilf' },
  printerHost: '',
  printerPort: 9100,
  soundEnabled: null,
};
const printer: AgentDevice = { ...tablet, id: 5, name: 'Bondrucker Küche', identifier: 'kueche', kind: 'printer' };

/** Lets the timers run `ms` further and the answers settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const calls = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => init ?? {});

const body = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T11:15:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pairing', () => {
  it('shows the code in large type with the hint and asks for its status every 2 s', async () => {
    // given
    const fetchMock = stubFetch((url) => {
      if (url === '/api/device-pairing')
        return json(201, { data: { code: 'K7M4QX', token: 'tok-1', expiresAt: '2026-11-25T11:25:00Z' } });
      return json(200, { data: { status: 'waiting' } });
    });

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(screen.getByRole('heading', { name: 'Kopplungscode' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Kopplungscode' })).toHaveTextContent('K7M4QX');
    expect(screen.getByText('Geben Sie diesen Code im Backend unter Geräte → Gerät koppeln ein.')).toBeInTheDocument();
    expect(screen.getByText('Gültig bis 12:25 Uhr. Danach erscheint ein neuer Code.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/device-pairing/status')).toHaveLength(0);
    await advance(2000);
    await advance(2000);
    const asked = calls(fetchMock, '/api/device-pairing/status');
    expect(asked).toHaveLength(2);
    expect(asked.map(body)).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }]);
    expect(asked[0].method).toBe('POST');
    expect(asked[0].credentials).toBe('omit');
  });

  it('asks for a new code when the server says the old one expired', async () => {
    // given
    let started = 0;
    stubFetch((url) => {
      if (url === '/api/device-pairing') {
        started += 1;
        const code = started === 1 ? 'AAAAAA' : 'BBBBBB';
        return json(201, { data: { code, token: `tok-${started}`, expiresAt: '2026-11-25T11:25:00Z' } });
      }
      return json(200, { data: { status: 'expired' } });
    });

    // when
    render(<DevicePage />);
    await advance(0);
    expect(screen.getByRole('status', { name: 'Kopplungscode' })).toHaveTextContent('AAAAAA');
    await advance(2000);

    // then
    expect(screen.getByRole('status', { name: 'Kopplungscode' })).toHaveTextContent('BBBBBB');
  });

  it('asks for a new code once its own clock passed the expiry, without asking the old one', async () => {
    // given
    let started = 0;
    const fetchMock = stubFetch((url) => {
      if (url === '/api/device-pairing') {
        started += 1;
        return json(201, {
          data: { code: `CODE0${started}`, token: `tok-${started}`, expiresAt: '2026-11-25T11:15:01Z' },
        });
      }
      return json(200, { data: { status: 'waiting' } });
    });

    // when
    render(<DevicePage />);
    await advance(2000);

    // then
    expect(screen.getByRole('status', { name: 'Kopplungscode' })).toHaveTextContent('CODE02');
    expect(calls(fetchMock, '/api/device-pairing/status')).toHaveLength(0);
  });

  it('says so in German when no code can be had, and tries again', async () => {
    // given
    const fetchMock = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Keine Verbindung zum Server. Neuer Versuch in wenigen Sekunden.',
    );
    await advance(5000);
    expect(calls(fetchMock, '/api/device-pairing')).toHaveLength(2);
  });

  it("shows the server's German refusal (rate limit)", async () => {
    // given
    stubFetch(() =>
      json(429, {
        errors: [
          { message: 'Zu viele Kopplungsanfragen. Bitte versuchen Sie es in 60 Sekunden erneut.', code: 'throttled' },
        ],
      }),
    );

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Zu viele Kopplungsanfragen. Bitte versuchen Sie es in 60 Sekunden erneut.',
    );
  });

  it('once paired stores the secret and becomes the device agent', async () => {
    // given
    let status = 'waiting';
    const fetchMock = stubFetch((url) => {
      if (url === '/api/device-pairing')
        return json(201, { data: { code: 'K7M4QX', token: 'tok-1', expiresAt: '2026-11-25T11:25:00Z' } });
      if (url === '/api/device-pairing/status')
        return json(200, { data: status === 'paired' ? { status, secret: 'geheim-1', device: printer } : { status } });
      if (url === '/api/device-agent/commands') return json(200, { data: [] }, { ETag: 'W/"c1"' });
      if (url === '/api/device-agent/me') return json(200, { data: printer });
      return json(200, { data: {} });
    });
    render(<DevicePage />);
    await advance(2000);

    // when
    status = 'paired';
    await advance(2000);

    // then
    expect(readDevice()).toEqual({ secret: 'geheim-1', device: printer });
    expect(screen.getByRole('heading', { name: 'Verbunden als Bondrucker Küche' })).toBeInTheDocument();
    expect(screen.getByText('Drucker · Mariahilf')).toBeInTheDocument();
    const polled = calls(fetchMock, '/api/device-agent/commands');
    expect(polled).toHaveLength(1);
    expect(polled[0].headers).toEqual({ Accept: 'application/json', Authorization: 'Device geheim-1' });
  });
});

describe('device agent', () => {
  const pair = (device: AgentDevice = printer) =>
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ secret: 'geheim-1', device }));

  /** A fake server: the commands queued once, then 304 for the same ETag; every other call answered {}. */
  function server(commands: unknown[]) {
    let served = false;
    return stubFetch((url, init) => {
      if (url === '/api/device-agent/commands') {
        const etag = (init?.headers as Record<string, string>)['If-None-Match'];
        if (etag === 'W/"c2"') return notModified();
        if (!served) {
          served = true;
          return json(200, { data: commands }, { ETag: 'W/"c2"' });
        }
        return json(200, { data: [] }, { ETag: 'W/"c2"' });
      }
      if (url === '/api/device-agent/me') return json(200, { data: printer });
      return json(200, { data: { ok: true } });
    });
  }

  it('shows a notification large on screen, acks it and closes it on a tap', async () => {
    // given
    pair();
    const fetchMock = server([
      {
        id: 12,
        kind: 'notification',
        payload: { title: 'Testbenachrichtigung', text: 'Alles verbunden.' },
        createdAt: '',
      },
    ]);

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    const notice = screen.getByRole('alertdialog', { name: 'Testbenachrichtigung' });
    expect(notice).toHaveTextContent('Alles verbunden.');
    const acks = calls(fetchMock, '/api/device-agent/commands/12/ack');
    expect(acks.map(body)).toEqual([{ ok: true }]);
    expect(acks[0].headers).toMatchObject({ Authorization: 'Device geheim-1', 'Content-Type': 'application/json' });
    vi.useRealTimers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('polls every 2 s with the last ETag and runs each command once', async () => {
    // given
    pair();
    const fetchMock = server([{ id: 12, kind: 'notification', payload: { title: 'Hallo', text: '' }, createdAt: '' }]);

    // when
    render(<DevicePage />);
    await advance(0);
    await advance(2000);
    await advance(2000);

    // then
    const polls = calls(fetchMock, '/api/device-agent/commands');
    expect(polls).toHaveLength(3);
    expect(polls.map((init) => (init.headers as Record<string, string>)['If-None-Match'])).toEqual([
      undefined,
      'W/"c2"',
      'W/"c2"',
    ]);
    expect(calls(fetchMock, '/api/device-agent/commands/12/ack')).toHaveLength(1);
  });

  it("answers 'logs' with its recent log lines and the command's id, then acks", async () => {
    // given
    pair();
    const fetchMock = server([{ id: 31, kind: 'logs', payload: {}, createdAt: '' }]);

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    const sent = calls(fetchMock, '/api/device-agent/logs').map(body) as { lines: string[]; commandId: number }[];
    expect(sent).toHaveLength(1);
    expect(sent[0].commandId).toBe(31);
    expect(sent[0].lines).toContain('2026-11-25T11:15:00.000Z INFO Seite gestartet: /');
    expect(sent[0].lines).toContain('2026-11-25T11:15:00.000Z INFO Befehl logs #31 erhalten');
    expect(calls(fetchMock, '/api/device-agent/commands/31/ack').map(body)).toEqual([{ ok: true }]);
  });

  it('acks a command it cannot run as failed, in German', async () => {
    // given
    pair();
    const fetchMock = server([{ id: 40, kind: 'screenshot', payload: {}, createdAt: '' }]);

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(calls(fetchMock, '/api/device-agent/commands/40/ack').map(body)).toEqual([
      { ok: false, error: 'Dieser Befehl wird von diesem Gerät nicht unterstützt.' },
    ]);
  });

  it('hands other kinds to what the page registered, and acks with its result', async () => {
    // given
    pair({ ...printer, kind: 'screen' });
    const fetchMock = server([{ id: 41, kind: 'reload', payload: {}, createdAt: '' }]);
    const afterAck = vi.fn();

    // when
    render(
      <DevicePage>
        {(session) => {
          session.onCommand('reload', () => ({ result: { reloading: true }, afterAck }));
          return <p>Player</p>;
        }}
      </DevicePage>,
    );
    await advance(0);

    // then
    expect(screen.getByText('Player')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/device-agent/commands/41/ack').map(body)).toEqual([
      { ok: true, result: { reloading: true } },
    ]);
    expect(afterAck).toHaveBeenCalledTimes(1);
  });

  it('leaves a command open when its handler says so (a show-scene until aborted)', async () => {
    // given
    pair({ ...printer, kind: 'screen' });
    const fetchMock = server([{ id: 42, kind: 'show-scene', payload: { sceneId: 3 }, createdAt: '' }]);
    const shown = vi.fn();

    // when
    render(
      <DevicePage>
        {(session) => {
          session.onCommand('show-scene', (command) => {
            shown(command.payload);
            return { ack: false };
          });
          return null;
        }}
      </DevicePage>,
    );
    await advance(0);

    // then
    expect(shown).toHaveBeenCalledWith({ sceneId: 3 });
    expect(calls(fetchMock, '/api/device-agent/commands/42/ack')).toHaveLength(0);
  });

  it('sends a heartbeat at once and every 30 s, with soundEnabled once the page reports it', async () => {
    // given
    pair(tablet);
    const fetchMock = server([]);
    let report: ((enabled: boolean) => void) | undefined;

    // when
    render(
      <DevicePage>
        {(session) => {
          report = session.reportSound;
          return null;
        }}
      </DevicePage>,
    );
    await advance(0);
    act(() => report!(false));
    await advance(0);
    act(() => report!(false));
    await advance(30_000);

    // then
    expect(calls(fetchMock, '/api/device-agent/heartbeat').map(body)).toEqual([
      {},
      { soundEnabled: false },
      { soundEnabled: false },
    ]);
  });

  it('forgets an unknown secret (401) and shows a new pairing code', async () => {
    // given
    pair();
    stubFetch((url) => {
      if (url === '/api/device-agent/commands')
        return json(401, { errors: [{ message: 'Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.', code: 'x' }] });
      if (url === '/api/device-pairing')
        return json(201, { data: { code: 'NEU123', token: 't', expiresAt: '2026-11-25T11:25:00Z' } });
      return json(401, { errors: [] });
    });

    // when
    render(<DevicePage />);
    await advance(0);
    await advance(0);

    // then
    expect(readDevice()).toBeNull();
    expect(screen.getByRole('status', { name: 'Kopplungscode' })).toHaveTextContent('NEU123');
  });

  it('says so while the server cannot be reached, and polls on', async () => {
    // given
    pair();
    let down = true;
    const fetchMock = stubFetch((url) => {
      if (down) throw new TypeError('Failed to fetch');
      if (url === '/api/device-agent/commands') return json(200, { data: [] });
      return json(200, { data: printer });
    });

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(screen.getByRole('status')).toHaveTextContent('Keine Verbindung zum Server – neuer Versuch läuft.');
    down = false;
    await advance(2000);
    expect(screen.queryByText('Keine Verbindung zum Server – neuer Versuch läuft.')).toBeNull();
    expect(calls(fetchMock, '/api/device-agent/commands')).toHaveLength(2);
  });

  it("shows the server's refusal of a deactivated device", async () => {
    // given
    pair();
    stubFetch(() => json(403, { errors: [{ message: 'Dieses Gerät ist deaktiviert.', code: 'device_inactive' }] }));

    // when
    render(<DevicePage />);
    await advance(0);

    // then
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Gerät ist deaktiviert.');
    expect(readDevice()).not.toBeNull();
  });
});

describe('log ring', () => {
  it('keeps the newest lines, one line each, cut to 500 characters', () => {
    // given
    const log = new LogRing(3);

    // when
    log.info('eins');
    log.warn('zwei\nmit Umbruch');
    log.error('x'.repeat(600));
    log.info('vier');

    // then
    expect(log.lines()).toEqual([
      '2026-11-25T11:15:00.000Z WARN zwei mit Umbruch',
      `2026-11-25T11:15:00.000Z ERROR ${'x'.repeat(469)}`,
      '2026-11-25T11:15:00.000Z INFO vier',
    ]);
  });
});
