/**
 * The one fake `fetch` of the unit tests: the API client, the providers and the pollers call the real
 * `fetch`, so the tests replace only the network. Globals are restored after every test
 * (`unstubGlobals` in vite.config.ts).
 */
import type { Mock } from 'vitest';
import { vi } from 'vitest';

export type FetchHandler = (url: string, init?: RequestInit) => Response | Promise<Response>;
export type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** Replaces `fetch`; without a handler every answer is queued per test (`mockResolvedValueOnce`). */
export function stubFetch(handler?: FetchHandler): FetchMock {
  const fetchMock: FetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  if (handler) fetchMock.mockImplementation(async (url, init) => handler(String(url), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON answer; `undefined` sends an empty body (a proxy's 502, a crashed server). */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const notModified = () => new Response(null, { status: 304 });

/** The parsed JSON body of a recorded call. */
export const sentBody = (fetchMock: FetchMock, call = 0): unknown =>
  JSON.parse(String(fetchMock.mock.calls[call][1]?.body));
