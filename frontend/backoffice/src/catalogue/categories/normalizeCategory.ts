/** Brings form values into the API's shape before a category is saved. */
import { normalizeSchedule } from '../../components/formValues';
import type { OpeningHourRule } from '../../api/types';

export function normalizeCategory<T extends { schedule?: Partial<OpeningHourRule>[] | null }>(data: T) {
  return { ...data, schedule: normalizeSchedule(data.schedule) };
}
