/**
 * Date-time inputs in the business time zone (Europe/Vienna), whatever zone the browser is in:
 * the API speaks UTC instants, the person types the wall-clock time of the business.
 */
import { BUSINESS_TIME_ZONE, wallTimeString } from '@common/time';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-03-29T02:30Z" → "2026-03-29T04:30" (the value of a datetime-local input). */
export function toBusinessInput(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : wallTimeString(instant, BUSINESS_TIME_ZONE);
}

/**
 * "2026-07-01T08:00" wall time in the business zone → ISO instant in UTC ("2026-07-01T06:00:00.000Z").
 * A time that does not exist (spring gap) moves forward by the gap, like the server does.
 * Anything else than a wall time is returned as it is, for the server to refuse with a German text.
 */
export function fromBusinessInput(value: string): string {
  const match = WALL_TIME.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // two rounds of "how far is the wall clock off": enough for any zone change of up to a day
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) {
    guess = asUtc - (wallMillis(new Date(guess)) - guess);
  }
  return new Date(guess).toISOString();
}

/** The wall time an instant shows in the business zone, read as if it were UTC. */
function wallMillis(instant: Date): number {
  const [date, time] = wallTimeString(instant, BUSINESS_TIME_ZONE).split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hour, minute);
}
