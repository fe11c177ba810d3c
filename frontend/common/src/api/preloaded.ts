/**
 * API bodies the server shipped inside the page (backend/web/preload.py): the first reads of the
 * route, keyed by URL path and query. Each is handed out once, so every later read fetches fresh.
 */
const SCRIPT_ID = 'preloaded-api';

let bodies: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (bodies) return bodies;
  bodies = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById(SCRIPT_ID);
  if (script?.textContent) {
    try {
      for (const [url, body] of Object.entries(JSON.parse(script.textContent) as Record<string, unknown>))
        bodies.set(url, body);
    } catch {
      // a broken script only costs the fetches it would have saved
    }
    script.remove();
  }
  return bodies;
}

/** The shipped body for `url` (path plus query string), once; undefined when there is none. */
export function takePreloaded(url: string): unknown {
  const map = load();
  const body = map.get(url);
  map.delete(url);
  return body;
}

/**
 * For a query's `initialData`: the shipped `data` of `url`, once. The page then renders with the
 * data on its first pass instead of a loading state followed by the content.
 */
export function preloadedData<T>(url: string): T | undefined {
  const body = takePreloaded(url) as { data?: T } | undefined;
  return body?.data;
}

/** Forgets what was read (tests). */
export function resetPreloaded(): void {
  bodies = null;
}
