/**
 * The toolbar plugin's content (spec "Division page"): how many branches are open, and the selected
 * branch's state. A branch counts as open when it takes orders: opening hours match, or its own
 * delivery hours do (spec §4 "Branch opening state"). Non-public branches are not counted.
 */
import type { Branch } from '@bestellwerk/common/api/types';
import { openingState, type OpeningState } from '@bestellwerk/common/rules/openingHours';

type Hours = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'>;

/** The state at `now` (wall time "YYYY-MM-DDTHH:MM"): opening hours first, then own delivery hours. */
export function orderOpeningState(branch: Hours, now: string): OpeningState {
  const opening = openingState(branch.openingHours, now);
  if (opening.status !== 'closed' || !branch.isDeliveryHoursEnabled) return opening;
  return openingState(branch.deliveryHours, now);
}

export function openBranchCount(branches: readonly (Hours & Pick<Branch, 'isPublic'>)[], now: string): number {
  return branches.filter((branch) => branch.isPublic && orderOpeningState(branch, now).status !== 'closed').length;
}
