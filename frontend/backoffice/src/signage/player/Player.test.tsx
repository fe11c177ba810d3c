import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bestellwerk/common/api/client';
import { Player } from './Player';
import type { CommandOutcome, PlayerAnswer, PlayerScene, PlayerSession, Polled } from './api';
import { ANSWER_KEY, PLAYS_KEY } from './playerCache';
import { imageUrls, programAt } from './program';

const image = { id: 7, version: 2, extension: 'jpg', url: '/image/product/7-2.jpg' };
const product = {
  id: 0,
  name: '',
  description: '',
  allergens: '',
  price: null,
  calculationModel: 'fixed',
  unit: 'piece',
  image: null,
  available: true,
};

const breakfast: PlayerScene = {
  id: 1,
  path: 'fruehstueck',
  name: 'Frühstück',
  layout: 'menu-board',
  durationSeconds: 8,
  transition: 'fade',
  content: null,
  menuBoard: {
    title: 'Frühstück bis 11 Uhr',
    menu: { id: 2, name: 'Bäckerei-Sortiment' },
    categories: [
      {
        id: 10,
        name: 'Frühstück',
        available: true,
        products: [
          { ...product, id: 100, name: 'Kleines Frühstück', description: 'Semmel, Butter', price: '5.90', image },
          { ...product, id: 101, name: 'Großes Frühstück', price: '11.90', calculationModel: 'minimum' },
          { ...product, id: 103, name: 'Schinken', price: '2.40', calculationModel: 'approximate', unit: 'decagram' },
        ],
      },
      {
        id: 11,
        name: 'Torten',
        available: false,
        products: [{ ...product, id: 102, name: 'Sachertorte', price: null, available: false }],
      },
    ],
  },
};

const coffee: PlayerScene = {
  id: 2,
  path: 'kaffee',
  name: 'Kaffee',
  layout: 'blocks',
  durationSeconds: 5,
  transition: 'slide',
  content: {
    body: [
      {
        type: 'columns',
        columns: [
          { wysiwyg: '<h2>Melange</h2><p>Frisch gemahlen</p>', image: { id: 9, version: 1, extension: 'png' } },
        ],
      },
      { type: 'numberFact', value: '3,80 EUR', label: 'die Melange' },
      { type: 'map', geolocation: null },
    ],
  },
  menuBoard: null,
};

const lunch: PlayerScene = {
  ...coffee,
  id: 3,
  path: 'mittag',
  name: 'Mittagsmenü',
  durationSeconds: 10,
  transition: 'none',
  content: { body: [{ type: 'claimScroller', mainWord: 'Mittagsmenü', secondaryWords: [{ word: 'ab 11 Uhr' }] }] },
};

const offer: PlayerScene = { ...lunch, id: 4, path: 'aktion', name: 'Aktion', content: { body: [{ type: 'hr' }] } };

const answer = (overrides: Partial<PlayerAnswer> = {}): PlayerAnswer => ({
  device: {
    id: 1,
    device: 9,
    name: 'TV Eingang',
    identifier: 'tv-eingang',
    orientation: 'landscape',
    resolution: '1920x1080',
    branch: { id: 1, name: 'Linz', identifier: 'linz-landstrasse' },
  },
  stream: { id: 1, name: 'Tagesprogramm' },
  segment: { id: 1, name: 'Frühstück' },
  scenes: [breakfast, coffee],
  // 11:00 Vienna
  until: '2026-11-25T10:00:00Z',
  next: { segment: { id: 2, name: 'Mittag' }, scenes: [lunch], until: '2026-11-25T23:00:00Z' },
  override: null,
  ...overrides,
});

type Handler = (command: {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
}) => Promise<CommandOutcome | void> | CommandOutcome | void;

/** A fake device session: the player's polls answered from `answers` (a function of the ETag sent). */
function session(respond: (etag: string | null) => Polled<PlayerAnswer> | Promise<Polled<PlayerAnswer>>) {
  const handlers = new Map<string, Handler>();
  const posted: { url: string; body: unknown }[] = [];
  let postFails = false;
  const value: PlayerSession = {
    client: {
      poll: vi.fn(async (_url: string, etag: string | null) => respond(etag)) as PlayerSession['client']['poll'],
      post: vi.fn(async (url: string, body?: unknown) => {
        if (postFails) throw new ApiError(0, []);
        posted.push({ url, body });
        return {};
      }) as PlayerSession['client']['post'],
    },
    onCommand: (kind, handler) => {
      handlers.set(kind, handler);
      return () => handlers.delete(kind);
    },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  };
  return {
    value,
    handlers,
    posted,
    failPosts: (fails: boolean) => {
      postFails = fails;
    },
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const offline = () => {
  throw new ApiError(0, []);
};

beforeEach(() => {
  // 10:59:30 in Vienna
  vi.useFakeTimers({ now: new Date('2026-11-25T09:59:30Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('program', () => {
  it('plays the segment until its end, then the next one', () => {
    const played = answer();
    expect(programAt(played, Date.parse('2026-11-25T09:59:59Z')).segment?.name).toBe('Frühstück');
    expect(programAt(played, Date.parse('2026-11-25T10:00:00Z')).segment?.name).toBe('Mittag');
    expect(programAt({ ...played, next: null }, Date.parse('2026-11-25T10:00:00Z')).segment?.name).toBe('Frühstück');
  });

  it('names every picture to cache: products, content images of the segments and the override', () => {
    expect(imageUrls(answer({ override: { command: 5, since: '', scene: breakfast } }))).toEqual([
      '/image/product/7-2.jpg',
      '/image/large/9-1.png',
    ]);
  });
});

describe('player', () => {
  it('shows the menu board: title, products with German prices and pictures, unavailable categories marked', async () => {
    // given
    const fake = session(() => ({ changed: true, data: answer(), etag: '"a1"' }));

    // when
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // then
    const scene = screen.getByRole('region', { name: 'Frühstück' });
    expect(within(scene).getByRole('heading', { level: 1, name: 'Frühstück bis 11 Uhr' })).toBeInTheDocument();
    const first = within(scene).getByText('Kleines Frühstück').closest('li')!;
    expect(first).toHaveTextContent('Kleines FrühstückSemmel, Butter5,90 EUR');
    expect(first.querySelector('img')).toHaveAttribute('src', '/image/product/7-2.jpg');
    expect(within(scene).getByText('Großes Frühstück').closest('li')).toHaveTextContent('ab 11,90 EUR');
    expect(within(scene).getByText('Schinken').closest('li')).toHaveTextContent('ca. 2,40 EUR');
    const cakes = within(scene).getByRole('group', { name: 'Torten' });
    expect(cakes).toHaveTextContent('Derzeit nicht erhältlich');
    expect(within(cakes).getByText('Sachertorte').closest('li')).not.toHaveTextContent('EUR');
    expect(scene).toHaveClass('signage-scene--fade');
    expect(document.title).toBe('TV Eingang');
  });

  it('plays the scenes in order for their durations and reports each as shown', async () => {
    // given
    const fake = session(() => ({ changed: true, data: answer({ until: null, next: null }), etag: '"a1"' }));
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // when: 8 s of breakfast, then 5 s of coffee, then breakfast again
    await advance(8000);
    const second = screen.getByRole('region', { name: 'Kaffee' });

    // then
    expect(second).toHaveClass('signage-scene--slide');
    expect(within(second).getByRole('heading', { name: 'Melange' })).toBeInTheDocument();
    expect(second).toHaveTextContent('3,80 EUR');
    expect(second).toHaveTextContent('die Melange');
    expect(second.querySelector('img')).toHaveAttribute('src', '/image/large/9-1.png');
    await advance(5000);
    expect(screen.getByRole('region', { name: 'Frühstück' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kaffee' })).toBeNull();
    expect(fake.posted).toEqual([
      { url: '/api/signage/proof-of-play', body: { sceneId: 1, shownAt: '2026-11-25T09:59:30.000Z' } },
      { url: '/api/signage/proof-of-play', body: { sceneId: 2, shownAt: '2026-11-25T09:59:38.000Z' } },
      { url: '/api/signage/proof-of-play', body: { sceneId: 1, shownAt: '2026-11-25T09:59:43.000Z' } },
    ]);
  });

  it('asks every 5 s with the last ETag and takes a changed answer (a product sold out leaves the board)', async () => {
    // given
    let served = answer();
    const fake = session((etag) =>
      etag === '"a2"' ? { changed: false } : { changed: true, data: served, etag: '"a2"' },
    );
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);
    expect(screen.getByText('Großes Frühstück')).toBeInTheDocument();

    // when
    const board = breakfast.menuBoard!;
    served = answer({
      scenes: [
        {
          ...breakfast,
          menuBoard: {
            ...board,
            categories: [{ ...board.categories[0], products: [board.categories[0].products[0]] }],
          },
        },
      ],
    });
    await advance(5000);
    expect(screen.getByText('Großes Frühstück')).toBeInTheDocument();
    const poll = fake.value.client.poll as unknown as ReturnType<typeof vi.fn>;
    expect(poll.mock.calls.map((call) => call[1])).toEqual([null, '"a2"']);
    // the server's ETag moves with the change
    (poll as ReturnType<typeof vi.fn>).mockImplementation(async () => ({ changed: true, data: served, etag: '"a3"' }));
    await advance(5000);

    // then
    expect(screen.queryByText('Großes Frühstück')).toBeNull();
    expect(screen.getByText('Kleines Frühstück')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(ANSWER_KEY)!).etag).toBe('"a3"');
  });

  it('switches to the lunch segment at 11:00 by its own clock, with the network gone', async () => {
    // given: the answer came, then the network went
    let down = false;
    const fake = session(() => (down ? offline() : { changed: true, data: answer(), etag: '"a1"' }));
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);
    expect(screen.getByRole('region', { name: 'Frühstück' })).toBeInTheDocument();
    down = true;

    // when: 11:00:01
    await advance(31_000);

    // then
    const scene = screen.getByRole('region', { name: 'Mittagsmenü' });
    expect(scene).toHaveTextContent('Mittagsmenü ab 11 Uhr');
    expect(fake.value.log.warn).toHaveBeenCalledWith('Programm nicht erreichbar, es läuft das zuletzt geladene weiter');
  });

  it('starts from its last answer when the network is gone at start, and keeps its reports until it is back', async () => {
    // given: an answer of this device from before
    window.localStorage.setItem(ANSWER_KEY, JSON.stringify({ deviceId: 9, etag: '"a1"', answer: answer() }));
    let down = true;
    const fake = session((etag) => (down ? offline() : { changed: false, etag }) as Polled<PlayerAnswer>);
    fake.failPosts(true);

    // when
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // then
    expect(screen.getByRole('region', { name: 'Frühstück' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(PLAYS_KEY)!)).toEqual([
      { sceneId: 1, shownAt: '2026-11-25T09:59:30.000Z' },
    ]);
    down = false;
    fake.failPosts(false);
    await advance(5000);
    expect(fake.posted).toEqual([
      { url: '/api/signage/proof-of-play', body: { sceneId: 1, shownAt: '2026-11-25T09:59:30.000Z' } },
    ]);
    expect(window.localStorage.getItem(PLAYS_KEY)).toBeNull();
    expect((fake.value.client.poll as ReturnType<typeof vi.fn>).mock.calls.at(-1)?.[1]).toBe('"a1"');
  });

  it("ignores another device's stored answer", async () => {
    // given
    window.localStorage.setItem(ANSWER_KEY, JSON.stringify({ deviceId: 8, etag: '"a1"', answer: answer() }));
    const fake = session(offline);

    // when
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // then
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  });

  it('shows a show-scene command until it is aborted (the answer has no override any more), leaving it open', async () => {
    // given
    let served = answer();
    const fake = session(() => ({ changed: true, data: served, etag: '"x"' }));
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // when
    served = answer({ override: { command: 55, since: '2026-11-25T09:59:30Z', scene: offer } });
    let outcome: unknown;
    await act(async () => {
      outcome = await fake.handlers.get('show-scene')!({ id: 55, kind: 'show-scene', payload: { sceneId: 4 } });
    });

    // then
    expect(outcome).toEqual({ ack: false });
    expect(screen.getByRole('region', { name: 'Aktion' })).toBeInTheDocument();
    await advance(20_000);
    expect(screen.getByRole('region', { name: 'Aktion' })).toBeInTheDocument();
    served = answer();
    await advance(5000);
    expect(screen.queryByRole('region', { name: 'Aktion' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Frühstück' })).toBeInTheDocument();
  });

  it('fails a show-scene whose scene the answer does not carry', async () => {
    // given
    const fake = session(() => ({ changed: true, data: answer(), etag: '"x"' }));
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // when / then
    await expect(
      fake.handlers.get('show-scene')!({ id: 56, kind: 'show-scene', payload: { sceneId: 99 } }),
    ).rejects.toThrow('Die Szene kann auf diesem Bildschirm nicht gezeigt werden.');
  });

  it('reloads after the ack of a reload command', async () => {
    // given
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const fake = session(() => ({ changed: true, data: answer(), etag: '"x"' }));
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // when
    const outcome = (await fake.handlers.get('reload')!({ id: 60, kind: 'reload', payload: {} })) as CommandOutcome;

    // then
    expect(reload).not.toHaveBeenCalled();
    outcome.afterAck!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('answers a screenshot command with the PNG it took, or fails it in German with the reason in its log', async () => {
    // given
    const screenshot = vi.fn<() => Promise<string>>(async () => 'data:image/png;base64,iVBORw0KGgo=');
    const fake = session(() => ({ changed: true, data: answer(), etag: '"x"' }));
    render(<Player session={fake.value} deviceId={9} screenshot={screenshot} />);
    await advance(0);
    const command = { id: 61, kind: 'screenshot', payload: {} };

    // when
    const taken = await fake.handlers.get('screenshot')!(command);
    screenshot.mockRejectedValueOnce(new Error('Canvas leer'));
    const failed = Promise.resolve(fake.handlers.get('screenshot')!(command));

    // then
    expect(taken).toEqual({ result: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } });
    await expect(failed).rejects.toThrow('Das Bildschirmfoto konnte nicht aufgenommen werden.');
    expect(fake.value.log.error).toHaveBeenCalledWith('Bildschirmfoto fehlgeschlagen: Canvas leer');
  });

  it("says so when the screen has no TV yet, with the server's text", async () => {
    // given
    const fake = session(() => {
      throw new ApiError(404, [{ message: 'Dieser Bildschirm ist keinem TV zugeordnet.', code: 'not_found' }]);
    });

    // when
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // then
    expect(screen.getByRole('status')).toHaveTextContent('Dieser Bildschirm ist keinem TV zugeordnet.');
  });

  it('says when nothing is planned', async () => {
    // given
    const fake = session(() => ({
      changed: true,
      data: answer({ segment: null, scenes: [], until: null, next: null }),
      etag: '"x"',
    }));

    // when
    render(<Player session={fake.value} deviceId={9} />);
    await advance(0);

    // then
    expect(screen.getByRole('status')).toHaveTextContent('Derzeit ist für diesen Bildschirm nichts geplant.');
  });
});
