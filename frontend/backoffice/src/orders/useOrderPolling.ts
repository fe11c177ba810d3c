/**
 * Keeps an order list fresh by polling it with ETag / If-None-Match every few seconds. Orders that
 * were not in the previous list are reported as new (never on the first load, nor after a change of
 * the URL, e.g. another branch). Shared by the back office board and the display screens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@bestellwerk/common/api/client';
import { newOrderIds, pollJson } from './poll';

export const POLL_INTERVAL_MS = 4000;

interface Identified {
  id: number;
}

export interface OrderPolling<T extends Identified> {
  orders: T[] | undefined;
  error: ApiError | undefined;
  /** Ids that arrived after the first load, newest poll last. */
  newIds: ReadonlySet<number>;
  /** The last answer's meta (a board's printers), undefined before the first. */
  meta: unknown;
  /** Puts a reloaded order into the list at once and polls again. */
  replace: (order: T, keep: boolean) => void;
  reload: () => void;
}

export interface OrderPollingOptions<T> {
  onNew?: (orders: T[]) => void;
  onError?: (error: ApiError) => void;
  /** After every successful poll, changed or not. */
  onPolled?: () => void;
  /**
   * Whether an order is ready to be announced (default: every order). One that is not (an online order
   * awaiting its payment) is announced as new once a later poll lists it ready.
   */
  isAnnounced?: (order: T) => boolean;
  intervalMs?: number;
  /** Sent with every poll (a paired device's Authorization). */
  headers?: Record<string, string>;
}

/** `url` empty: nothing is polled. */
export function useOrderPolling<T extends Identified>(
  url: string,
  options: OrderPollingOptions<T> = {},
): OrderPolling<T> {
  const { intervalMs = POLL_INTERVAL_MS } = options;
  const [orders, setOrders] = useState<T[] | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const [meta, setMeta] = useState<unknown>(undefined);
  const [tick, setTick] = useState(0);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  // another URL (e.g. another branch) starts empty, without announcing its orders as new
  const [listedUrl, setListedUrl] = useState(url);
  if (listedUrl !== url) {
    setListedUrl(url);
    setOrders(undefined);
    setMeta(undefined);
    setNewIds(new Set());
    setError(undefined);
  }

  // per URL: the last ETag and the ids seen so far
  const etag = useRef<string | null>(null);
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    etag.current = null;
    known.current = null;
  }, [url]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    if (!url) return undefined;

    const poll = async () => {
      controller = new AbortController();
      try {
        const result = await pollJson<T[]>(url, etag.current, controller.signal, callbacks.current.headers);
        if (stopped) return;
        setError(undefined);
        callbacks.current.onPolled?.();
        if (result.changed) {
          etag.current = result.etag;
          setMeta(result.meta);
          const list = result.data ?? [];
          const isAnnounced = callbacks.current.isAnnounced ?? (() => true);
          const ready = list.filter((order) => isAnnounced(order));
          if (known.current) {
            const arrived = new Set(newOrderIds(known.current, ready));
            if (arrived.size > 0) {
              setNewIds((previous) => new Set([...previous, ...arrived]));
              callbacks.current.onNew?.(ready.filter((order) => arrived.has(order.id)));
            }
          }
          known.current = new Set([...(known.current ?? []), ...ready.map((order) => order.id)]);
          setOrders(list);
        }
      } catch (caught) {
        if (stopped || (caught instanceof DOMException && caught.name === 'AbortError')) return;
        const failure = caught instanceof ApiError ? caught : new ApiError(0, []);
        setError(failure);
        callbacks.current.onError?.(failure);
        // an unknown board (wrong link) or a lost session does not come back by asking again
        if (failure.status === 404 || failure.status === 401) return;
      }
      if (!stopped) timer = setTimeout(poll, intervalMs);
    };
    poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [url, intervalMs, tick]);

  const reload = useCallback(() => setTick((value) => value + 1), []);

  const replace = useCallback(
    (order: T, keep: boolean) => {
      setOrders((list) => list?.flatMap((entry) => (entry.id === order.id ? (keep ? [order] : []) : [entry])));
      setNewIds((previous) => {
        const next = new Set(previous);
        next.delete(order.id);
        return next;
      });
      reload();
    },
    [reload],
  );

  return { orders, error, newIds, replace, reload, meta };
}
