/**
 * What the back office may do with an order in each state: the mirror of the server's state
 * machine (TRANSITIONS in backend/ordering/models.py), which stays authoritative (a refused move answers 409).
 */
import type { components } from '@bestellwerk/common/api/schema.gen';
import { isAwaitingPayment, type PaymentFlags } from '@bestellwerk/common/onlinePayment';

export type Order = components['schemas']['Order'];
export type OrderItem = components['schemas']['OrderItem'];
export type OrderStatus = components['schemas']['StatusEnum'];

/** One staff action; the path below /api/orders/{id}/. */
export type OrderAction =
  'confirm' | 'counterAppointment' | 'reject' | 'inDelivery' | 'delivered' | 'completed' | 'cancel';

export const ACTION_PATHS: Record<OrderAction, string> = {
  confirm: 'status/confirm',
  counterAppointment: 'status/confirm',
  reject: 'status/reject',
  inDelivery: 'status/in-delivery',
  delivered: 'status/delivered',
  completed: 'status/completed',
  cancel: 'status/cancel',
};

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'rejected', 'canceled', 'failed'],
  confirmed: ['in_delivery', 'completed', 'canceled'],
  in_delivery: ['delivered', 'completed', 'canceled'],
  delivered: ['completed'],
  completed: [],
  rejected: [],
  canceled: [],
  failed: [],
};

const TARGET: Record<OrderAction, OrderStatus> = {
  confirm: 'confirmed',
  counterAppointment: 'confirmed',
  reject: 'rejected',
  inDelivery: 'in_delivery',
  delivered: 'delivered',
  completed: 'completed',
  cancel: 'canceled',
};

/** Shown in this order on a card and on the detail page. */
const ACTION_ORDER: readonly OrderAction[] = [
  'confirm',
  'counterAppointment',
  'inDelivery',
  'delivered',
  'completed',
  'reject',
  'cancel',
];

export const statusOf = (order: Pick<Order, 'status'>): OrderStatus => order.status ?? 'new';

/**
 * The actions the state machine allows now; a counter appointment only for new orders, 'Zugestellt'
 * only for delivery orders (a takeaway order in_delivery is waiting at the counter). An online order
 * whose payment has not arrived is nothing to confirm or to start: it can only be rejected or cancelled.
 */
export function allowedActions(order: Pick<Order, 'status' | 'isDelivery'> & PaymentFlags): OrderAction[] {
  const status = statusOf(order);
  const awaitingPayment = isAwaitingPayment(order);
  return ACTION_ORDER.filter((action) => {
    if (awaitingPayment && action !== 'reject' && action !== 'cancel') return false;
    if (action === 'counterAppointment') return status === 'new';
    if (action === 'delivered' && !order.isDelivery) return false;
    return TRANSITIONS[status].includes(TARGET[action]);
  });
}

export const isFinal = (status: OrderStatus): boolean => TRANSITIONS[status].length === 0;

/** The board column of a current order. */
export type BoardColumn = 'new' | 'inProgress' | 'ready';

export function boardColumn(order: Pick<Order, 'status'>): BoardColumn {
  const status = statusOf(order);
  if (status === 'new') return 'new';
  if (status === 'confirmed') return 'inProgress';
  return 'ready';
}

export type DeliveryType = 'takeaway' | 'delivery' | 'dineIn';

export function deliveryType(order: Pick<Order, 'isDelivery' | 'isDineIn'>): DeliveryType {
  if (order.isDelivery) return 'delivery';
  return order.isDineIn ? 'dineIn' : 'takeaway';
}

/** The time the branch works towards: an accepted or proposed counter appointment, the wish, or null (asap). */
export function dueTime(order: Pick<Order, 'appointment' | 'appointmentDate'>): string | null {
  return order.appointment ?? order.appointmentDate ?? null;
}
