/**
 * Self-service mode (a kiosk in the shop): entered by opening a storefront URL with `?self-service=1`
 * (left with `?self-service=0`), remembered for the browser tab in sessionStorage under
 * SELF_SERVICE_KEY. The stored value is the path the kiosk returns to after idle time.
 */
export const SELF_SERVICE_KEY = 'asp.selfService';
export const SELF_SERVICE_PARAM = 'self-service';
/** Idle time after which the screensaver returns (and the kiosk goes back to its start page). */
export const SCREENSAVER_IDLE_MS = 2 * 60 * 1000;

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(SELF_SERVICE_KEY);
  } catch {
    return null;
  }
}

let startPath: string | null = read();

/** 'enter' for ?self-service=1, 'leave' for ?self-service=0, else null. */
export function selfServiceRequest(search: string): 'enter' | 'leave' | null {
  const value = new URLSearchParams(search).get(SELF_SERVICE_PARAM);
  if (value === '1') return 'enter';
  if (value === '0') return 'leave';
  return null;
}

export function enterSelfService(path: string): void {
  startPath = path;
  try {
    window.sessionStorage.setItem(SELF_SERVICE_KEY, path);
  } catch {
    // storage blocked: the mode lasts until the page reloads
  }
  listeners.forEach((listener) => listener());
}

export function leaveSelfService(): void {
  startPath = null;
  try {
    window.sessionStorage.removeItem(SELF_SERVICE_KEY);
  } catch {
    // nothing stored
  }
  listeners.forEach((listener) => listener());
}

export function subscribeSelfService(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kiosk's start path, or null outside self-service. */
export function selfServiceStartPath(): string | null {
  return startPath;
}
