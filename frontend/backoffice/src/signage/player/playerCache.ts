/**
 * What keeps the player playing through network loss: its last answer (with its ETag) in localStorage, the proof of
 * play it could not send yet, and the pictures of its scenes in Cache Storage (shown from there as blob URLs, so a
 * scene that comes up while the network is gone still has its pictures).
 */
import type { PlayerAnswer } from './api';

export const ANSWER_KEY = 'bestellwerk.signage.answer';
export const PLAYS_KEY = 'bestellwerk.signage.plays';
export const IMAGE_CACHE = 'bestellwerk-signage-images';
/** Reports kept while offline (the server takes them up to 7 days back). */
export const MAX_QUEUED_PLAYS = 200;

export interface StoredAnswer {
  etag: string | null;
  answer: PlayerAnswer;
}

export interface QueuedPlay {
  sceneId: number;
  shownAt: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full: the player plays on from memory
  }
}

/** The last answer, for the player of this device (another device's answer is no use). */
export function readAnswer(deviceId: number): StoredAnswer | null {
  const stored = read<StoredAnswer & { deviceId?: number }>(ANSWER_KEY);
  return stored && stored.deviceId === deviceId && stored.answer ? { etag: stored.etag, answer: stored.answer } : null;
}

export function storeAnswer(deviceId: number, stored: StoredAnswer): void {
  write(ANSWER_KEY, { deviceId, ...stored });
}

export function queuedPlays(): QueuedPlay[] {
  return read<QueuedPlay[]>(PLAYS_KEY) ?? [];
}

export function queuePlay(play: QueuedPlay): void {
  write(PLAYS_KEY, [...queuedPlays(), play].slice(-MAX_QUEUED_PLAYS));
}

export function storePlays(plays: QueuedPlay[]): void {
  if (plays.length) write(PLAYS_KEY, plays);
  else storage()?.removeItem(PLAYS_KEY);
}

const hasCaches = () => typeof caches !== 'undefined';

/** The window event that names (in its detail) a picture's address once the cache holds it. */
export const IMAGE_CACHED_EVENT = 'bestellwerk:signage-image-cached';

let caching: Promise<void> | null = null;

/**
 * Puts the pictures into the cache (those already there are not fetched again) and drops those no longer shown.
 * Called after every answer, changed or not, so a picture the network failed to bring is fetched again once it is
 * back; a call while one is still running is that one.
 */
export function cacheImages(urls: readonly string[]): Promise<void> {
  caching ??= storeImages(urls).finally(() => {
    caching = null;
  });
  return caching;
}

async function storeImages(urls: readonly string[]): Promise<void> {
  if (!hasCaches()) return;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    const wanted = new Set(urls.map((url) => new URL(url, window.location.href).href));
    for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
    for (const url of wanted) {
      if (await cache.match(url)) continue;
      try {
        const response = await fetch(url, { credentials: 'omit' });
        if (!response.ok) continue;
        await cache.put(url, response);
        window.dispatchEvent(new CustomEvent(IMAGE_CACHED_EVENT, { detail: url }));
      } catch {
        // offline: tried again after the next answer
      }
    }
  } catch {
    // no Cache Storage (private mode): the browser's HTTP cache remains
  }
}

/** The cached picture as a blob URL (revoke it when done), or null when the cache does not hold it. */
export async function cachedImage(url: string): Promise<string | null> {
  if (!hasCaches()) return null;
  try {
    const cache = await caches.open(IMAGE_CACHE);
    const response = await cache.match(new URL(url, window.location.href).href);
    return response ? URL.createObjectURL(await response.blob()) : null;
  } catch {
    return null;
  }
}
