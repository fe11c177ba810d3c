/**
 * Conditional GET of an order list (`ETag` / `If-None-Match`): a 304 means nothing changed.
 * Plain fetch on purpose: the display screens use it without react-admin.
 */
import { ApiError } from '@bestellwerk/common/api/client';

export type PollResult<T> = { changed: false } | { changed: true; data: T; etag: string | null; meta?: unknown };

/**
 * GET `url` as JSON; rejects with an ApiError (status 0 on a network failure). `extra`: headers sent besides (a
 * device's Authorization: then no cookie goes along); the answer's `meta` (a board's printers) comes back with it.
 */
export async function pollJson<T>(
  url: string,
  etag: string | null,
  signal?: AbortSignal,
  extra: Record<string, string> = {},
): Promise<PollResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (etag) headers['If-None-Match'] = etag;
  const credentials = extra.Authorization ? 'omit' : 'same-origin';
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials, cache: 'no-store', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, []);
  }
  if (response.status === 304) return { changed: false };
  const body = (await response.json().catch(() => undefined)) as
    { data?: T; meta?: unknown; errors?: unknown } | undefined;
  if (!response.ok || body === undefined || !('data' in body)) {
    const errors = Array.isArray(body?.errors) ? (body.errors as { message: string }[]) : [];
    throw new ApiError(response.status, errors);
  }
  return { changed: true, data: body.data as T, etag: response.headers.get('ETag'), meta: body.meta };
}

/** Ids in `next` that were not in `known` (new arrivals since the last list). */
export function newOrderIds(known: ReadonlySet<number>, next: readonly { id: number }[]): number[] {
  return next.filter((order) => !known.has(order.id)).map((order) => order.id);
}
