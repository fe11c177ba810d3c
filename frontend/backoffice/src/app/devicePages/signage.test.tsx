/**
 * The signage page as signage.html composes it (the device agent of devices/page around the player of signage/player):
 * a screenshot command is acked with the PNG the player took, or failed in German. modern-screenshot's domToPng is
 * injected (jsdom draws no canvas); the real library runs in e2e/tests/signage-player.spec.ts.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchMock, json, notModified, stubFetch } from '../../test/fetchStub';
import type { AgentDevice } from '../../devices/page/api';
import { DevicePage } from '../../devices/page/DevicePage';
import { DEVICE_KEY } from '../../devices/page/deviceStore';
import { pageLog } from '../../devices/page/logRing';
import { Player } from '../../signage/player/Player';
import { type CaptureOptions, type DomToPng, onScreen, takeScreenshot } from '../../signage/player/screenshot';

/** A PNG as modern-screenshot answers it (the picture itself does not matter here). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==';

const screenDevice: AgentDevice = {
  id: 9,
  name: 'TV Eingang',
  identifier: 'tv-eingang',
  kind: 'screen',
  branch: { id: 1, name: 'Linz', identifier: 'linz-landstrasse' },
  printerHost: '',
  printerPort: 9100,
  soundEnabled: null,
};

const nothingPlanned = {
  device: {
    id: 1,
    device: 9,
    name: 'TV Eingang',
    identifier: 'tv-eingang',
    orientation: 'landscape',
    resolution: '1920x1080',
    branch: { id: 1, name: 'Linz', identifier: 'linz-landstrasse' },
  },
  stream: null,
  segment: null,
  scenes: [],
  until: null,
  next: null,
  override: null,
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const acks = (fetchMock: FetchMock, id: number) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/device-agent/commands/${id}/ack`)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** The screen's server: one screenshot command, then nothing new; a player answer with nothing planned. */
function server(commandId: number) {
  let served = false;
  return stubFetch((url, init) => {
    if (url === '/api/device-agent/commands') {
      if ((init?.headers as Record<string, string>)['If-None-Match'] === 'W/"c1"') return notModified();
      const data = served ? [] : [{ id: commandId, kind: 'screenshot', payload: {}, createdAt: '' }];
      served = true;
      return json(200, { data }, { ETag: 'W/"c1"' });
    }
    if (url === '/api/device-agent/me') return json(200, { data: screenDevice });
    if (url === '/api/signage/player') return json(200, { data: nothingPlanned }, { ETag: '"p1"' });
    return json(200, { data: {} });
  });
}

/** The player as signage.html composes it, its screenshot drawn by `domToPng` (the library's function). */
const renderPlayer = (domToPng: DomToPng) =>
  render(
    <DevicePage>
      {(session) => (
        <Player
          session={session}
          deviceId={session.device.id}
          screenshot={() => takeScreenshot(document.body, async () => domToPng)}
        />
      )}
    </DevicePage>,
  );

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T09:59:30Z') });
  window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ secret: 'geheim-9', device: screenDevice }));
  vi.stubGlobal('innerWidth', 1920);
  vi.stubGlobal('innerHeight', 1080);
  document.body.style.backgroundColor = 'rgb(13, 10, 7)';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.removeAttribute('style');
});

describe('the signage page: a screenshot command', () => {
  it('acks the command with the PNG of the page, at most 1280 px a side', async () => {
    // given
    const fetchMock = server(70);
    const domToPng = vi.fn<DomToPng>(async () => PNG);

    // when
    renderPlayer(domToPng);
    await advance(0);

    // then
    expect(screen.getByRole('status')).toHaveTextContent('Derzeit ist für diesen Bildschirm nichts geplant.');
    expect(domToPng).toHaveBeenCalledTimes(1);
    const [node, options] = domToPng.mock.calls[0];
    expect(node).toBe(document.body);
    expect(options).toEqual<CaptureOptions>({
      width: 1920,
      height: 1080,
      scale: 1280 / 1920,
      backgroundColor: 'rgb(13, 10, 7)',
      timeout: 10_000,
      filter: onScreen,
    });
    expect(Math.floor(options.width * options.scale)).toBe(1280);
    expect(acks(fetchMock, 70)).toEqual([{ ok: true, result: { dataUrl: PNG } }]);
    expect(pageLog.lines()).toContain('2026-11-25T09:59:30.000Z INFO Bildschirmfoto aufgenommen (0 KB)');
  });

  it('acks it failed in German when the picture cannot be drawn, the reason in the log', async () => {
    // given
    const fetchMock = server(71);
    const domToPng = vi.fn<DomToPng>(async () => {
      throw new Error('Failed to fetch');
    });

    // when
    renderPlayer(domToPng);
    await advance(0);

    // then
    expect(acks(fetchMock, 71)).toEqual([{ ok: false, error: 'Das Bildschirmfoto konnte nicht aufgenommen werden.' }]);
    expect(pageLog.lines()).toContain('2026-11-25T09:59:30.000Z ERROR Bildschirmfoto fehlgeschlagen: Failed to fetch');
  });

  it('acks it failed when the library cannot be loaded (its chunk, offline)', async () => {
    // given
    const fetchMock = server(72);

    // when
    render(
      <DevicePage>
        {(session) => (
          <Player
            session={session}
            deviceId={session.device.id}
            screenshot={() =>
              takeScreenshot(document.body, () =>
                Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
              )
            }
          />
        )}
      </DevicePage>,
    );
    await advance(0);

    // then
    expect(acks(fetchMock, 72)).toEqual([{ ok: false, error: 'Das Bildschirmfoto konnte nicht aufgenommen werden.' }]);
    expect(pageLog.lines()).toContain(
      '2026-11-25T09:59:30.000Z ERROR Bildschirmfoto fehlgeschlagen: Failed to fetch dynamically imported module',
    );
  });
});
