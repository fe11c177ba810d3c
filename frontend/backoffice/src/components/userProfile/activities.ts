/**
 * The rows of 'Meine Arbeitszeiten' on 'Mein Profil': one per working activity with its day, start, end,
 * pause time and worked time (the server's minutes), and the month's sums. Pure, so the exact cells are
 * tested without a browser.
 */
import { formatDate, formatTime } from '@bestellwerk/common/format';
import { userProfileMessages as T } from '../../i18n/userProfile';
import { hours } from './hours';
import type { ProfileActivity } from './api';

export interface ActivityRow {
  id: number;
  date: string;
  start: string;
  end: string;
  pauses: string;
  worked: string;
}

const minutesBetween = (start: string, end: string | null, now: Date) =>
  Math.max(0, Math.floor(((end ? Date.parse(end) : now.getTime()) - Date.parse(start)) / 60_000));

/** Pause minutes of an activity (a running pause up to `now`). */
export function pauseMinutes(activity: ProfileActivity, now: Date): number {
  return activity.pauses.reduce((sum, pause) => sum + minutesBetween(pause.start, pause.end, now), 0);
}

/** Oldest first; days and times in Vienna; a running activity ends 'läuft'. */
export function activityRows(activities: readonly ProfileActivity[], now: Date): ActivityRow[] {
  return [...activities]
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id)
    .map((activity) => ({
      id: activity.id,
      date: formatDate(activity.start),
      start: formatTime(activity.start),
      end: activity.end ? formatTime(activity.end) : T.page.running,
      pauses: hours(pauseMinutes(activity, now)),
      worked: hours(activity.workedMinutes),
    }));
}

export function activityTotals(activities: readonly ProfileActivity[], now: Date): { pauses: string; worked: string } {
  return {
    pauses: hours(activities.reduce((sum, activity) => sum + pauseMinutes(activity, now), 0)),
    worked: hours(activities.reduce((sum, activity) => sum + activity.workedMinutes, 0)),
  };
}
