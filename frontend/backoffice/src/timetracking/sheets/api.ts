/** The time sheet endpoints: GET /api/time-sheets/{person}/{yyyy-mm} (+ /csv, /pdf), POST …/approve, …/reopen. */
import type { components } from '@bestellwerk/common/api/schema.gen';
import { toWallTime } from '@bestellwerk/common/time';

import { API_URL, request } from '../../api/http';
import { timetrackingMessages } from '../../i18n/timetracking';

export type TimeSheet = components['schemas']['TimeSheet'];
export type SheetDay = components['schemas']['SheetDay'];

const { loadFailed, approveFailed, reopenFailed } = timetrackingMessages['time-sheets'].messages;

const path = (person: number, month: string) => `/time-sheets/${person}/${month}`;

export async function getTimeSheet(person: number, month: string): Promise<TimeSheet> {
  return (await request<TimeSheet>(path(person, month), { fallback: loadFailed })).data;
}

export async function changeApproval(person: number, month: string, step: 'approve' | 'reopen'): Promise<TimeSheet> {
  const failure = { fallback: step === 'approve' ? approveFailed : reopenFailed, serverMessage: true };
  return (await request<TimeSheet>(`${path(person, month)}/${step}`, failure, { method: 'POST' })).data;
}

export const downloadUrl = (person: number, month: string, kind: 'csv' | 'pdf') =>
  `${API_URL}${path(person, month)}/${kind}`;

/** This month in the business time zone, 'YYYY-MM'. */
export const currentMonth = (now: Date = new Date()) => toWallTime(now).date.slice(0, 7);

/** Minutes as hours: 485 → '8:05', -30 → '−0:30'. */
export function hours(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const total = Math.abs(minutes);
  return `${sign}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
