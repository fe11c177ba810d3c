/**
 * Date-time text inputs in the business time zone (Europe/Vienna), whatever zone or language the
 * browser has: the API speaks UTC instants, the person types the German wall-clock time of the
 * business ("01.07.2026 08:00").
 */
import { BUSINESS_TIME_ZONE, wallTimeString } from '@bestellwerk/common/time';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const GERMAN_WALL_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4}),?\s+(\d{1,2}):(\d{2})$/;

/** "2025-01-01T05:00:00Z" → "01.01.2025 06:00"; text that is no instant yet (while typing) stays as it is. */
export function toBusinessInput(value: string | null | undefined): string {
  if (!value) return '';
  if (!ISO_INSTANT.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const [date, time] = wallTimeString(instant, BUSINESS_TIME_ZONE).split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
}

/**
 * "01.07.2026 08:00" (Vienna) → "2026-07-01T06:00:00.000Z". A time that does not exist (spring gap)
 * moves forward by the gap, like the server does. Incomplete or impossible text is kept as it is
 * (and refused by `validBusinessTime`).
 */
export function fromBusinessInput(value: string): string {
  const match = GERMAN_WALL_TIME.exec(value.trim());
  if (!match) return value;
  const [day, month, year, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) return value;
  // two rounds of "how far is the wall clock off": enough for any zone change of up to a day
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) {
    guess = asUtc - (wallMillis(new Date(guess)) - guess);
  }
  return new Date(guess).toISOString();
}

/** react-admin validator: a message key unless the value became an instant. */
export function validBusinessTime(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && !ISO_INSTANT.test(value)
    ? 'resources.menus.validation.availableFrom'
    : undefined;
}

/** The wall time an instant shows in the business zone, read as if it were UTC. */
function wallMillis(instant: Date): number {
  const [date, time] = wallTimeString(instant, BUSINESS_TIME_ZONE).split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** A datetime-local value ('YYYY-MM-DDTHH:MM') read as business wall-clock time, whatever the browser's zone; null when incomplete. */
export function fromDateTimeLocal(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  const instant = fromBusinessInput(`${match[3]}.${match[2]}.${match[1]} ${match[4]}`);
  return instant.endsWith('Z') ? instant : null;
}
