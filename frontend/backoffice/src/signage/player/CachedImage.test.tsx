import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedImage } from './CachedImage';
import { cacheImages } from './playerCache';

/** Cache Storage as the browser keeps it, in memory (jsdom has none); the real one runs in signage-player.spec.ts. */
function memoryCaches() {
  const stored = new Map<string, Response>();
  const cache = {
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    match: async (url: string) => stored.get(url)?.clone(),
    put: async (url: string, response: Response) => void stored.set(url, response),
    delete: async (request: Request) => stored.delete(request.url),
  };
  return { stored, caches: { open: async () => cache } };
}

const PICTURE = '/image/product/29-1.webp';
const ADDRESS = new URL(PICTURE, window.location.href).href;

describe('the player’s pictures', () => {
  let fetched: string[];
  let online: boolean;
  let cache: ReturnType<typeof memoryCaches>;

  beforeEach(() => {
    fetched = [];
    online = true;
    cache = memoryCaches();
    vi.stubGlobal('caches', cache.caches);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        if (!online) throw new TypeError('Failed to fetch');
        return new Response('webp', { headers: { 'Content-Type': 'image/webp' } });
      }),
    );
    let made = 0;
    URL.createObjectURL = () => `blob:picture-${++made}`;
    URL.revokeObjectURL = () => undefined;
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows a picture from the network until the cache holds it, then from the cache', async () => {
    // given: a board that came up before its picture was cached
    render(<CachedImage url={PICTURE} alt="Semmel" />);
    expect(await screen.findByRole('img', { name: 'Semmel' })).toHaveAttribute('src', PICTURE);

    // when
    await cacheImages([PICTURE]);

    // then
    await waitFor(() => expect(screen.getByRole('img', { name: 'Semmel' })).toHaveAttribute('src', 'blob:picture-1'));
    expect(fetched).toEqual([ADDRESS]);
  });

  it('fetches a picture the network failed to bring again on the next call, and one call at a time', async () => {
    // given: the network went while the answer came
    online = false;
    await cacheImages([PICTURE]);
    expect(cache.stored.size).toBe(0);

    // when: the network is back and two answers come at once
    online = true;
    await Promise.all([cacheImages([PICTURE]), cacheImages([PICTURE])]);
    await cacheImages([PICTURE]);

    // then: fetched once more, and never again once cached
    expect(fetched).toEqual([ADDRESS, ADDRESS]);
    expect([...cache.stored.keys()]).toEqual([ADDRESS]);
  });

  it('drops the pictures no answer shows any more', async () => {
    // given
    await cacheImages([PICTURE, '/image/product/30-1.webp']);

    // when
    await cacheImages(['/image/product/30-1.webp']);

    // then
    expect([...cache.stored.keys()]).toEqual([new URL('/image/product/30-1.webp', window.location.href).href]);
  });
});
