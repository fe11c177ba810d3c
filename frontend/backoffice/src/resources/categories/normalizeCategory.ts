/** Brings form values into the API's shape before a category is saved. */
import { normalizeRule } from '../branches/normalizeBranch';
import type { OpeningHourRule } from '../types';

type Schedule = Partial<OpeningHourRule>[] | null | undefined;

/** A schedule as the API wants it: complete rules, blank times as null, no stray dates. */
export function normalizeSchedule(schedule: Schedule) {
  return Array.isArray(schedule) ? schedule.map(normalizeRule) : [];
}

export function normalizeCategory<T extends { schedule?: Schedule }>(data: T) {
  return { ...data, schedule: normalizeSchedule(data.schedule) };
}
