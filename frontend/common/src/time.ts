/** Wall-clock time in the business time zone. */

export const BUSINESS_TIME_ZONE = 'Europe/Vienna';

export interface WallTime {
  /** "YYYY-MM-DD" */
  date: string;
  /** "HH:MM" */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time an instant shows on a wall clock in `timeZone`. */
export function toWallTime(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** "YYYY-MM-DDTHH:MM" wall time, the `now` argument of the opening-hour rule. */
export function wallTimeString(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const { date, time } = toWallTime(instant, timeZone);
  return `${date}T${time}`;
}
