/**
 * Opening-hour rules: the weekly schedule and the open/closing-soon/closed state of a branch.
 *
 * The Python backend implements the same rule; both are tested against
 * contracts/opening-hours.json. Change the vectors first, then both implementations.
 *
 * All times are wall-clock times in the business time zone; this module never looks at a clock or a
 * time zone itself, the caller passes "today" / "now".
 */

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type RuleType = 'once' | 'daily' | Weekday;

export interface OpeningHourRule {
  type: RuleType;
  /** "YYYY-MM-DD", only for type "once" */
  date?: string | null;
  isClosed: boolean;
  /** "HH:MM" */
  from?: string | null;
  /** "HH:MM", "24:00" allowed */
  to?: string | null;
}

/** [from, to] as "HH:MM" strings. */
export type TimeRange = [string, string];
export type WeeklySchedule = Record<Weekday, TimeRange[]>;

export type OpeningStatus = 'open' | 'closing-soon' | 'closed';

export interface OpeningState {
  status: OpeningStatus;
  /** end of the current opening, "HH:MM" ("24:00" = end of closesOn) */
  closesAt: string | null;
  /** the day on which closesAt lies, "YYYY-MM-DD" */
  closesOn: string | null;
}

/** Monday first, the order of ISO weekdays 1..7. */
export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** Minutes before closing from which the state is "closing-soon" (spec §9). */
export const CLOSING_SOON_MINUTES = 60;

/** How many following days a range ending at 24:00 is followed into (a 24/7 branch stops here). */
export const MAX_CHAIN_DAYS = 7;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "HH:MM" -> minutes since midnight; null when malformed. "24:00" is 1440. */
export function timeToMinutes(time: string | null | undefined): number | null {
  const match = time ? TIME_PATTERN.exec(time) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

function parseDate(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`Invalid date "${date}", expected YYYY-MM-DD`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function formatDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The date `days` days after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * MS_PER_DAY);
}

/** ISO weekday index: 0 = Monday ... 6 = Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(parseDate(date)).getUTCDay() + 6) % 7;
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[weekdayIndex(date)] as Weekday;
}

/** The Monday of the ISO week containing `date`. */
export function isoWeekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/**
 * Which "kind" of rule set a day's ranges. Rules of the same kind add ranges,
 * a rule of another kind replaces the day.
 */
function ruleKind(rule: OpeningHourRule): string {
  return rule.type === 'once' ? `once:${rule.date}` : rule.type;
}

function isValidRange(rule: OpeningHourRule): boolean {
  const from = timeToMinutes(rule.from);
  const to = timeToMinutes(rule.to);
  return from !== null && to !== null && from < MINUTES_PER_DAY && from < to;
}

function emptySchedule(): WeeklySchedule {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/**
 * The opening ranges per weekday of the ISO week containing `today`.
 *
 * All days start closed; rules apply in order. A rule of the same kind as the one that set a day adds
 * its range, any other rule replaces the day; a closed rule replaces the day by no ranges. A non-closed
 * rule without a valid range (missing or malformed times, from >= to) is skipped. "once" rules apply only
 * when their date lies in the week. Ranges are sorted by from (stable).
 */
export function weeklySchedule(rules: readonly OpeningHourRule[], today: string): WeeklySchedule {
  const weekStart = isoWeekStart(today);
  const weekEnd = addDays(weekStart, 6);
  const schedule = emptySchedule();
  const owner: Partial<Record<Weekday, string>> = {};

  for (const rule of rules) {
    let days: readonly Weekday[];
    if (rule.type === 'once') {
      if (!rule.date || !DATE_PATTERN.test(rule.date) || rule.date < weekStart || rule.date > weekEnd) continue;
      days = [weekdayOf(rule.date)];
    } else if (rule.type === 'daily') {
      days = WEEKDAYS;
    } else if (WEEKDAYS.includes(rule.type)) {
      days = [rule.type];
    } else {
      continue;
    }
    if (!rule.isClosed && !isValidRange(rule)) continue;

    const kind = ruleKind(rule);
    for (const day of days) {
      if (rule.isClosed) {
        schedule[day] = [];
      } else {
        const range: TimeRange = [rule.from as string, rule.to as string];
        schedule[day] = owner[day] === kind ? [...schedule[day], range] : [range];
      }
      owner[day] = kind;
    }
  }

  for (const day of WEEKDAYS) {
    // stable: ranges with the same from keep the order of their rules
    schedule[day].sort((a, b) => a[0].localeCompare(b[0]));
  }
  return schedule;
}

/** The opening ranges of one date. */
export function daySchedule(rules: readonly OpeningHourRule[], date: string): TimeRange[] {
  return weeklySchedule(rules, date)[weekdayOf(date)];
}

/** The range with the latest end among those matching `predicate`. */
function latestEnding(ranges: TimeRange[], predicate: (from: number, to: number) => boolean): TimeRange | null {
  let best: TimeRange | null = null;
  for (const range of ranges) {
    const from = timeToMinutes(range[0]) as number;
    const to = timeToMinutes(range[1]) as number;
    if (predicate(from, to) && (best === null || to > (timeToMinutes(best[1]) as number))) best = range;
  }
  return best;
}

/**
 * The opening state at `now` ("YYYY-MM-DDTHH:MM", wall time in the business time zone).
 *
 * Open when a range of today has from <= now < to; when several do, the one ending last counts. A range
 * ending at 24:00 continues into the next day's range starting at 00:00 (the next day's own ISO week
 * schedule), for at most MAX_CHAIN_DAYS days. "closing-soon" when less than 60 minutes remain.
 */
export function openingState(rules: readonly OpeningHourRule[], now: string): OpeningState {
  const [today, time] = now.split('T') as [string, string | undefined];
  const nowMinutes = timeToMinutes(time ?? null);
  if (nowMinutes === null || nowMinutes >= MINUTES_PER_DAY) {
    throw new Error(`Invalid time "${now}", expected YYYY-MM-DDTHH:MM`);
  }

  const current = latestEnding(daySchedule(rules, today), (from, to) => from <= nowMinutes && nowMinutes < to);
  if (!current) return { status: 'closed', closesAt: null, closesOn: null };

  let closesAt = current[1];
  let closesOn = today;
  for (let day = 1; day <= MAX_CHAIN_DAYS && timeToMinutes(closesAt) === MINUTES_PER_DAY; day++) {
    const date = addDays(today, day);
    const next = latestEnding(daySchedule(rules, date), (from) => from === 0);
    if (!next) break;
    closesAt = next[1];
    closesOn = date;
  }

  const daysAhead = Math.round((parseDate(closesOn) - parseDate(today)) / MS_PER_DAY);
  const remaining = daysAhead * MINUTES_PER_DAY + (timeToMinutes(closesAt) as number) - nowMinutes;
  return { status: remaining < CLOSING_SOON_MINUTES ? 'closing-soon' : 'open', closesAt, closesOn };
}
