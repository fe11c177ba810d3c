/**
 * The player's service worker (served by the backend at /signage/sw.js, web/player.py): it keeps the player's page
 * and code, so a screen that restarts while the network is gone plays on from its last answer (localStorage) and
 * its pictures (Cache Storage). Its scope is /signage/, the player's pages only.
 */
import { fill } from '../../i18n/devicePage';
import { signagePlayerMessages as m } from '../../i18n/signagePlayer';

export const WORKER_URL = '/signage/sw.js';
export const WORKER_SCOPE = '/signage/';

// a DOMException (the browser's refusal) carries its message too
const message = (error: unknown) => {
  const text = (error as { message?: unknown } | null)?.message;
  return typeof text === 'string' && text ? text : String(error);
};

/** Registers the worker (the browser fetches it anew on each visit, never from its HTTP cache); null when the
 * browser has none (no secure context) or refuses it, which the page's log then names. */
export async function registerPlayerWorker(
  log: { warn: (text: string) => void },
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  try {
    return await container.register(WORKER_URL, { scope: WORKER_SCOPE, updateViaCache: 'none' });
  } catch (error) {
    log.warn(fill(m.log.worker, { error: message(error) }));
    return null;
  }
}
