import type { Branch } from '@bestellwerk/common/api/types';
import { weekdayOf } from '@bestellwerk/common/rules/openingHours';
import { branchOpen, deliveryRules, nextOpening } from '@bestellwerk/common/rules/openingHoursAt';
import { toWallTime } from '@bestellwerk/common/time';

import { menuMessages } from './messages';
import { branchMessages } from '../../lib/branchMessages';

export interface BranchNotices {
  /** open for orders now (opening hours, or enabled delivery hours) */
  isOpen: boolean;
  /** closed and no preorders: nothing can be ordered, the page is marked closed */
  isOrderingClosed: boolean;
  notices: string[];
}

/** The branch's own closed message, else the shop's ('Bei dieser Filiale kann derzeit nicht bestellt werden.'). */
export function closedMessage(branch: Pick<Branch, 'closedMessage'>): string {
  return branch.closedMessage.trim() || menuMessages.notPublic;
}

/** 'um {time}' today, else 'am {day} um {time}' (next opening at most 72 hours ahead). */
function reopening(
  at: string,
  now: Date,
  today: (time: string) => string,
  later: (day: string, time: string) => string,
) {
  const wall = toWallTime(new Date(at));
  if (wall.date === toWallTime(now).date) return today(wall.time);
  return later(branchMessages.weekdays[weekdayOf(wall.date)], wall.time);
}

/** The intro notices of the branch page at `now` (spec §2 Branch menu page, §8 Closed). */
export function branchNotices(branch: Branch, now: Date): BranchNotices {
  // a branch that is not public takes no orders whatever its hours say: its closed message only
  if (!branch.isPublic) return { isOpen: false, isOrderingClosed: true, notices: [closedMessage(branch)] };
  const { isOpenForOrders, isDeliveryOpen } = branchOpen(branch, now);
  const notices: string[] = [];
  if (!isOpenForOrders) {
    const next = nextOpening(branch.openingHours, now);
    if (next) notices.push(reopening(next, now, menuMessages.reopensAt, menuMessages.reopensOn));
    else notices.push(branch.closedMessage.trim() || menuMessages.closed);
  } else if (branch.isDeliveryEnabled && !isDeliveryOpen) {
    const next = nextOpening(deliveryRules(branch), now);
    notices.push(
      next
        ? reopening(next, now, menuMessages.noDeliveryUntil, menuMessages.noDeliveryUntilDay)
        : menuMessages.noDelivery,
    );
    if (branch.isTakeawayEnabled) notices.push(menuMessages.takeawayAlternative);
    if (branch.isDineInEnabled) notices.push(menuMessages.dineInAlternative);
  }
  if (branch.isPreorderEnabled) {
    notices.push(
      isOpenForOrders ? menuMessages.preorder : `${menuMessages.preorder} ${menuMessages.preorderWhenClosed}`,
    );
  }
  return { isOpen: isOpenForOrders, isOrderingClosed: !isOpenForOrders && !branch.isPreorderEnabled, notices };
}
