import type { components } from '@bestellwerk/common/api/schema.gen';
import { toWallTime } from '@bestellwerk/common/time';

export type TerminalMe = components['schemas']['TerminalMe'];
export type TerminalActivity = components['schemas']['TerminalActivity'];
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
  credentials: Credentials,
  fallback: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${base(address)}/${path}`, {
      method,
      headers: { Accept: 'application/json', 'X-Username': credentials.username, 'X-Access-Token': credentials.pin },
      credentials: 'omit',
    });
  } catch {
    throw new TerminalError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as
    | { data?: T; errors?: { message: string }[] }
    | null;
  if (!response.ok || !body || body.data === undefined) {
    throw new TerminalError(body?.errors?.[0]?.message ?? fallback, response.status);
  }
  return body.data;
}

export const fetchMe = (address: TerminalAddress, credentials: Credentials, fallback: string) =>
  call<TerminalMe>(address, 'me', credentials, fallback);

export const fetchBalance = (address: TerminalAddress, credentials: Credentials, fallback: string) =>
  call<MonthBalance>(address, 'balances', credentials, fallback);

export const sendStep = (address: TerminalAddress, credentials: Credentials, step: Step, fallback: string) =>
  call<TerminalActivity>(address, `working-activities/${step}`, credentials, fallback, 'POST');

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
  return { worked, planned, carried: balance.carriedOverMinutes, closing: balance.carriedOverMinutes + worked - planned };
}
