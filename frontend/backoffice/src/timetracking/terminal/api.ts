import type { components } from '@bestellwerk/common/api/schema.gen';
import { toWallTime } from '@bestellwerk/common/time';

export type TerminalMe = components['schemas']['TerminalMe'];
export type TerminalActivity = components['schemas']['TerminalActivity'];
export type TerminalStep = components['schemas']['TerminalStep'];
export type Presence = components['schemas']['TerminalPresence'];
export type MonthBalance = components['schemas']['MonthBalance'];
export type Step = 'start' | 'pause' | 'resume' | 'end';

/** The clock-in terminal's address: /terminal/<branchIdentifier>/<terminalKey>. */
export interface TerminalAddress {
  branch: string;
  key: string;
}

export interface Credentials {
  username: string;
  pin: string;
}

/** After one PIN check: the short-lived signed session the taps send instead of the PIN. */
export interface Session {
  username: string;
  token: string;
}

type Auth = Credentials | Session | null;

function authHeaders(auth: Auth): Record<string, string> {
  if (!auth) return {};
  if ('token' in auth) return { 'X-Username': auth.username, 'X-Session-Token': auth.token };
  return { 'X-Username': auth.username, 'X-Access-Token': auth.pin };
}

const PATH = /^\/terminal\/([^/]+)\/([^/]+)\/?$/;

export function parseTerminalPath(pathname: string): TerminalAddress | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  try {
    return { branch: decodeURIComponent(match[1]), key: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

export class TerminalError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const base = ({ branch, key }: TerminalAddress) =>
  `/api/time-tracking/${encodeURIComponent(branch)}/${encodeURIComponent(key)}`;

async function call<T>(
  address: TerminalAddress,
  path: string,
  auth: Auth,
  fallback: string,
  method: 'GET' | 'POST' = 'GET',
  payload?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${base(address)}/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...authHeaders(auth),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      credentials: 'omit',
    });
  } catch {
    throw new TerminalError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new TerminalError(body?.errors?.[0]?.message ?? fallback, response.status);
  }
  return body.data;
}

export const fetchMe = (address: TerminalAddress, credentials: Credentials, fallback: string) =>
  call<TerminalMe>(address, 'me', credentials, fallback);

export const fetchBalance = (address: TerminalAddress, session: Session, fallback: string) =>
  call<MonthBalance>(address, 'balances', session, fallback);

export const fetchPresence = (address: TerminalAddress, fallback: string) =>
  call<Presence[]>(address, 'presence', null, fallback);

/** A step with its client key (applied once by the server); a queued step also with its original time. */
export const sendStep = (
  address: TerminalAddress,
  session: Session,
  step: Step,
  fallback: string,
  queued?: { at?: string; clientKey: string },
) => call<TerminalStep>(address, `working-activities/${step}`, session, fallback, 'POST', queued ?? {});

/** '+1:05 h', '−0:30 h', '0:00 h' */
export function formatMinutes(minutes: number): string {
  const sign = minutes > 0 ? '+' : minutes < 0 ? '−' : '';
  const total = Math.abs(minutes);
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')} h`;
}

export type ActivityState = 'out' | 'in' | 'paused';

export function activityState(activity: TerminalActivity | null | undefined): ActivityState {
  if (!activity || activity.end) return 'out';
  return activity.isPaused ? 'paused' : 'in';
}

/** Which buttons a state allows: Kommen when out; Pause and Gehen when in; Weiter and Gehen when paused. */
export const ALLOWED: Record<ActivityState, Step[]> = {
  out: ['start'],
  in: ['pause', 'end'],
  paused: ['resume', 'end'],
};

export interface BalanceToDate {
  worked: number;
  planned: number;
  carried: number;
  closing: number;
}

/** The month up to today (business time zone): a person reads their balance so far, not against the month's
 * remaining plan. */
export function balanceToDate(balance: MonthBalance, now: Date = new Date()): BalanceToDate {
  const today = toWallTime(now).date;
  const past = balance.days.filter((day) => day.date <= today);
  const worked = past.reduce((sum, day) => sum + day.workedMinutes, 0);
  const planned = past.reduce((sum, day) => sum + day.plannedMinutes, 0);
  return {
    worked,
    planned,
    carried: balance.carriedOverMinutes,
    closing: balance.carriedOverMinutes + worked - planned,
  };
}
