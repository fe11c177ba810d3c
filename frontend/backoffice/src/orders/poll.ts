/**
 * Conditional GET of an order list (`ETag` / `If-None-Match`): a 304 means nothing changed.
 * Plain fetch on purpose: the display screens use it without react-admin.
 */
import { ApiError } from '@bestellwerk/common/api/client';

export type PollResult<T> = { changed: false } | { changed: true; data: T; etag: string | null };

/** GET `url` as JSON; rejects with an ApiError (status 0 on a network failure). */
export async function pollJson<T>(url: string, etag: string | null, signal?: AbortSignal): Promise<PollResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'same-origin', cache: 'no-store', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, []);
  }
  if (response.status === 304) return { changed: false };
  const body = (await response.json().catch(() => undefined)) as { data?: T; errors?: unknown } | undefined;
  if (!response.ok || body === undefined || !('data' in body)) {
    const errors = Array.isArray(body?.errors) ? (body.errors as { message: string }[]) : [];
    throw new ApiError(response.status, errors);
  }
  return { changed: true, data: body.data as T, etag: response.headers.get('ETag') };
}

/** Ids in `next` that were not in `known` (new arrivals since the last list). */
export function newOrderIds(known: ReadonlySet<number>, next: readonly { id: number }[]): number[] {
  return next.filter((order) => !known.has(order.id)).map((order) => order.id);
}
