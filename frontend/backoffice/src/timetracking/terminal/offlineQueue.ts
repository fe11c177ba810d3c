/**
 * The terminal's offline queue: a step tapped while the network is gone is kept in localStorage with its original
 * time and a client key, and sent (in order) when the network is back. The server applies a client key once, so a
 * step sent twice (its answer lost) is never counted twice; it accepts an original time within its window
 * (TIME_TRACKING_OFFLINE_WINDOW_HOURS) and a session token valid at that time.
 */
import type { Session, Step, TerminalActivity, TerminalAddress } from './api';
import { sendStep, TerminalError } from './api';

export interface QueuedStep {
  step: Step;
  at: string;
  clientKey: string;
  session: Session;
}

const storageKey = (address: TerminalAddress) => `bw.terminal.queue.${address.branch}`;

/** Dispatched on `window` whenever the queue changes (the person screen shows how many steps wait). */
export const QUEUE_CHANGED = 'bw-terminal-queue';

export function readQueue(address: TerminalAddress): QueuedStep[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(address)) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as QueuedStep[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(address: TerminalAddress, queue: QueuedStep[]): void {
  if (queue.length) window.localStorage.setItem(storageKey(address), JSON.stringify(queue));
  else window.localStorage.removeItem(storageKey(address));
  window.dispatchEvent(new Event(QUEUE_CHANGED));
}

export function newClientKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function enqueue(address: TerminalAddress, entry: QueuedStep): void {
  writeQueue(address, [...readQueue(address), entry]);
}

/**
 * Sends the queue in order. A network failure stops (the rest waits for the next try); any answer of the server,
 * accepted or refused, removes the entry. Returns how many were answered.
 */
export async function flushQueue(address: TerminalAddress, fallback: string): Promise<number> {
  let answered = 0;
  for (const entry of readQueue(address)) {
    try {
      await sendStep(address, entry.session, entry.step, fallback, { at: entry.at, clientKey: entry.clientKey });
    } catch (failure) {
      if (failure instanceof TerminalError && failure.status === 0) break;
    }
    writeQueue(
      address,
      readQueue(address).filter((queued) => queued.clientKey !== entry.clientKey),
    );
    answered += 1;
  }
  return answered;
}

/** What the server will answer once the queued step arrives, for the screen in the meantime. */
export function applyLocally(
  activity: TerminalActivity | null,
  step: Step,
  at: string,
  branch: number,
): TerminalActivity | null {
  if (step === 'start') return { id: 0, branch, start: at, end: null, pauses: [], isPaused: false, workedMinutes: 0 };
  if (!activity) return null;
  if (step === 'end') return null;
  if (step === 'pause') return { ...activity, isPaused: true, pauses: [...activity.pauses, { start: at, end: null }] };
  return {
    ...activity,
    isPaused: false,
    pauses: activity.pauses.map((pause) => (pause.end ? pause : { ...pause, end: at })),
  };
}
