import { daySchedule, type OpeningHourRule } from '@bestellwerk/common/rules/openingHours';

import { branchesMessages } from './messages';
import { branchMessages } from '../../lib/branchMessages';

/** The pickup window of a branch card: today's opening ranges ("Abholung heute: 11:00 - 14:30, 17:30 - 22:00"). */
export function pickupWindow(rules: readonly OpeningHourRule[], today: string): string {
  const ranges = daySchedule(rules, today);
  if (ranges.length === 0) return branchesMessages.noPickupToday;
  return branchesMessages.pickupRanges(ranges.map(([from, to]) => branchMessages.timeRange(from, to)).join(', '));
}
