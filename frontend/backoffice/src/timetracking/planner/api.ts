/** Calls of the Dienstplan: the expanded plan, creating, moving, changing, deleting and copying shifts. */
import type { components } from '@bestellwerk/common/api/schema.gen';
import { request } from '../../api/http';

type Schemas = components['schemas'];
export type Plan = Schemas['Plan'];
export type Occurrence = Schemas['Occurrence'];
export type PlanConflict = Plan['conflicts'][number];
export type CopyResult = Schemas['CopyResult'];
export type Schedule = Schemas['WorkingSchedule'];

export interface PlanQuery {
  from: string;
  to: string;
  branch?: number | null;
  department?: number | null;
}

export interface ShiftInput {
  person: number;
  branch: number;
  department: number | null;
  start: string;
  end: string;
  isRepeatedWeekly: boolean;
  note: string;
}

const failures = {
  load: { fallback: 'Planungen konnten nicht geladen werden.' },
  create: { fallback: 'Planung konnte nicht erstellt werden.', serverMessage: true },
  update: { fallback: 'Planung konnte nicht gespeichert werden.', serverMessage: true },
  remove: { fallback: 'Planung konnte nicht gelöscht werden.', serverMessage: true },
};

export async function fetchPlan(query: PlanQuery, signal?: AbortSignal): Promise<Plan> {
  const envelope = await request<Plan>('/working-schedules/planner', failures.load, {
    query: { ...query },
    signal,
  });
  return envelope.data;
}

export async function createShift(input: ShiftInput): Promise<Schedule> {
  const body = { ...input, kind: 'shift', exceptions: [] };
  return (await request<Schedule>('/working-schedules', failures.create, { method: 'POST', body })).data;
}

/** One shift to another time (a repeated schedule keeps its series and gets an exception for the day). */
export async function moveShift(
  occurrence: Occurrence,
  change: { start: string; end: string; branch?: number; department?: number | null; person?: number },
) {
  const body = { day: occurrence.day, ...change };
  return (
    await request<Schemas['MoveResult']>(`/working-schedules/${occurrence.schedule}/move-occurrence`, failures.update, {
      method: 'POST',
      body,
    })
  ).data;
}

/** The whole schedule (a single shift, or the series from the dialog's 'Wöchentlich wiederholen'). */
export async function updateSchedule(id: number, body: Partial<ShiftInput>): Promise<Schedule> {
  return (await request<Schedule>(`/working-schedules/${id}`, failures.update, { method: 'PUT', body })).data;
}

export async function deleteSchedule(id: number): Promise<void> {
  await request<unknown>(`/working-schedules/${id}`, failures.remove, { method: 'DELETE' });
}

/** One day of a series: the day becomes an exception. */
export async function skipDay(id: number, day: string): Promise<void> {
  const schedule = (await request<Schedule>(`/working-schedules/${id}`, failures.remove)).data;
  const exceptions = [...new Set([...(schedule.exceptions ?? []), day])].sort();
  await request<Schedule>(`/working-schedules/${id}`, failures.remove, { method: 'PUT', body: { exceptions } });
}

export async function copyWeek(body: {
  sourceWeek: string;
  targetWeek: string;
  branch?: number | null;
  department?: number | null;
  people?: number[];
}): Promise<CopyResult> {
  const failure = { fallback: 'Planung konnte nicht erstellt werden.', serverMessage: true };
  return (await request<CopyResult>('/working-schedules/copy-week', failure, { method: 'POST', body })).data;
}
