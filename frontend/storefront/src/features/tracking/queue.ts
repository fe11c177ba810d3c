/**
 * A batch queue: events wait here and leave together once per interval (spec: queues flush every
 * second). Sending is injected, failures are ignored (spec §8: tracking failures are ignored).
 */

export const FLUSH_INTERVAL_MS = 1000;
export const MAX_BATCH = 50;

export interface Queue<T> {
  push: (item: T) => void;
  /** Sends what waits now (in batches of MAX_BATCH); `beacon` asks for the unload-safe transport. */
  flush: (beacon?: boolean) => void;
  /** Drops what waits and stops the timer (consent withdrawn). */
  clear: () => void;
  size: () => number;
}

export function createQueue<T>(send: (items: T[], beacon: boolean) => unknown, interval = FLUSH_INTERVAL_MS): Queue<T> {
  let items: T[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  function flush(beacon = false) {
    if (items.length === 0) {
      stop();
      return;
    }
    const waiting = items;
    items = [];
    for (let start = 0; start < waiting.length; start += MAX_BATCH) {
      try {
        void Promise.resolve(send(waiting.slice(start, start + MAX_BATCH), beacon)).catch(() => undefined);
      } catch {
        // ignored: the log is best effort
      }
    }
  }

  return {
    push(item) {
      items.push(item);
      timer ??= setInterval(() => flush(), interval);
    },
    flush,
    clear() {
      items = [];
      stop();
    },
    size: () => items.length,
  };
}
