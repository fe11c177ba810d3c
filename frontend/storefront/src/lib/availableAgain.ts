/** When a product outside its window is available again, in the words of the opening notices (small: the menu page's first load). */
import { formatDate } from '@bestellwerk/common/format';
import { addDays, weekdayOf } from '@bestellwerk/common/rules/openingHours';

import { availabilityMessages } from './availabilityMessages';
import { branchMessages } from './branchMessages';

const text = availabilityMessages;

/**
 * 'Wieder verfügbar ab 06:00 Uhr.' (today) / 'Wieder verfügbar morgen ab 06:00 Uhr.' / 'Wieder
 * verfügbar am Donnerstag ab 06:00 Uhr.' (this week) / 'Wieder verfügbar am 30.11.2026 ab 06:00 Uhr.'
 */
export function availableAgain(next: string, wallNow: string): string {
  const [date, time] = next.split('T') as [string, string];
  const today = wallNow.slice(0, 10);
  if (date === today) return text.againToday(time);
  if (date === addDays(today, 1)) return text.againTomorrow(time);
  if (date < addDays(today, 7)) return text.againOn(branchMessages.weekdays[weekdayOf(date)], time);
  return text.againOn(formatDate(date), time);
}
