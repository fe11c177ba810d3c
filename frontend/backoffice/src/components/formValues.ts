/** Form values into the API's shape, shared by the forms of several resources. */
import { WEEKDAYS } from '@bestellwerk/common/rules/openingHours';
import type { OpeningHourRule, OpeningHourRuleRequest, OpeningHourRuleType } from '../api/types';

/** The rule types in the order the editor offers them: one-off, every day, then Monday to Sunday. */
export const RULE_TYPES: readonly OpeningHourRuleType[] = ['once', 'daily', ...WEEKDAYS];

export const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();

/** German users type "3,50"; the API wants "3.50". */
export function normalizeDecimal(value: unknown): string | null {
  const text = blankToNull(value);
  return text === null ? null : text.replace(',', '.');
}

export function normalizeRule(rule: Partial<OpeningHourRule> | null | undefined): OpeningHourRuleRequest {
  const type = rule?.type ?? 'daily';
  return {
    type,
    // Only a one-off rule has a date; a stale date of a former "once" rule must not survive.
    date: type === 'once' ? blankToNull(rule?.date) : null,
    isClosed: !!rule?.isClosed,
    from: blankToNull(rule?.from),
    to: blankToNull(rule?.to),
  };
}

type Schedule = Partial<OpeningHourRule>[] | null | undefined;

/** A schedule as the API wants it: complete rules, blank times as null, no stray dates. */
export function normalizeSchedule(schedule: Schedule) {
  return Array.isArray(schedule) ? schedule.map(normalizeRule) : [];
}
