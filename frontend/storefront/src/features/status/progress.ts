/** The status page's progress timeline (spec §4 Order progress). */
import type { PublicOrder } from '@bestellwerk/common/api/types';
import { isAwaitingPayment, type PaymentFlags } from '@bestellwerk/common/onlinePayment';

import { statusMessages } from './messages';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  label: string;
  state: StepState;
}

type ProgressFlags = Pick<
  PublicOrder,
  | 'isDelivery'
  | 'isConfirmed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isCompleted'
  | 'isRejected'
  | 'isCanceled'
  | 'isFailed'
> &
  PaymentFlags;

/** Rejected, canceled or failed: the page reads 'Storniert' instead of the timeline's end. */
export function isCancelledOrder(order: ProgressFlags): boolean {
  return order.isRejected || order.isCanceled || order.isFailed;
}

/**
 * The steps with their state: waiting (for the payment of an online order until it arrives or fails, then for
 * the confirmation), confirmed, ready / out for delivery, delivered (delivery orders only), completed. The last step reached is the current one (a later flag implies the earlier steps);
 * a completed or cancelled order has no current step.
 */
export function progressSteps(order: ProgressFlags): ProgressStep[] {
  const text = statusMessages.progress;
  const steps = [
    { label: isAwaitingPayment(order) || order.isFailed ? text.waitingForPayment : text.waiting, reached: true },
    { label: text.confirmed, reached: order.isConfirmed },
    { label: order.isDelivery ? text.inDelivery : text.readyForPickup, reached: order.isInDelivery },
    ...(order.isDelivery ? [{ label: text.delivered, reached: order.isDelivered }] : []),
    { label: text.completed, reached: order.isCompleted },
  ];
  const current = steps.map((step) => step.reached).lastIndexOf(true);
  const settled = order.isCompleted || isCancelledOrder(order);
  return steps.map((step, index) => ({
    label: step.label,
    state: index < current || (index === current && settled) ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
