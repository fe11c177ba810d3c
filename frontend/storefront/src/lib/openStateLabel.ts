import { formatDate } from '@bestellwerk/common/format';
import { addDays, MAX_CHAIN_DAYS, type OpeningState } from '@bestellwerk/common/rules/openingHours';

import { branchMessages } from './branchMessages';

/**
 * 'Geöffnet bis {time}' or 'Geschlossen'. Past midnight the time alone is clear ("bis 02:00");
 * further away the date is added; a branch whose opening runs past the rule's horizon is open around
 * the clock.
 */
export function openStateLabel(state: OpeningState, today: string): string {
  if (state.status === 'closed' || !state.closesAt || !state.closesOn) return branchMessages.closed;
  if (state.closesOn === addDays(today, MAX_CHAIN_DAYS) && state.closesAt === '24:00') {
    return branchMessages.openAroundTheClock;
  }
  const nearby = state.closesOn === today || state.closesOn === addDays(today, 1);
  const time = nearby ? state.closesAt : `${formatDate(state.closesOn)} ${state.closesAt}`;
  return branchMessages.openUntil(time);
}
