import { afterEach, describe, expect, it, vi } from 'vitest';

import { apiFetch } from './client';
import { resetPreloaded } from './preloaded';

function ship(bodies: Record<string, unknown>) {
  const script = document.createElement('script');
  script.id = 'preloaded-api';
  script.type = 'application/json';
  script.textContent = JSON.stringify(bodies);
  document.head.append(script);
}

describe('preloaded API bodies', () => {
  afterEach(() => {
    resetPreloaded();
    document.getElementById('preloaded-api')?.remove();
  });

  it('answers the first GET of a shipped URL without fetching, the second from the network', async () => {
    // given
    ship({ '/api/public/branches?pageSize=1000': { data: [{ id: 1 }] } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [{ id: 2 }] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    // when
    const first = await apiFetch('/api/public/branches', { query: { pageSize: 1000 } });
    const second = await apiFetch('/api/public/branches', { query: { pageSize: 1000 } });

    // then
    expect(first).toEqual([{ id: 1 }]);
    expect(second).toEqual([{ id: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.getElementById('preloaded-api')).toBeNull();
  });

  it('never answers writes or other URLs from the shipped bodies', async () => {
    // given
    ship({ '/api/config': { data: { shopName: 'Kornfeld' } } });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: 'netz' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    // when
    const written = await apiFetch('/api/config', { method: 'POST', body: {} });
    const other = await apiFetch('/api/config', { query: { x: 1 } });

    // then
    expect(written).toBe('netz');
    expect(other).toBe('netz');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
