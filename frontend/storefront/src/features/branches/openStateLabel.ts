import { formatDate } from '@bestellwerk/common/format';
import { addDays, type OpeningState } from '@bestellwerk/common/rules/openingHours';

import { messages } from '../../messages';

/**
 * 'Geöffnet bis {time}' or 'Geschlossen'. Past midnight the time alone is clear ("bis 02:00");
 * further away (branches open around the clock) the date is added.
 */
export function openStateLabel(state: OpeningState, today: string): string {
  if (state.status === 'closed' || !state.closesAt || !state.closesOn) return messages.branches.closed;
  const nearby = state.closesOn === today || state.closesOn === addDays(today, 1);
  const time = nearby ? state.closesAt : `${formatDate(state.closesOn)} ${state.closesAt}`;
  return messages.branches.openUntil(time);
}
