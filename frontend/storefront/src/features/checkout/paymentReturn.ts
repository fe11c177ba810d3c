/**
 * After the order is created (spec §4 Checkout flow): with a payment redirect URL the browser goes to
 * the provider's payment page, else to the status page. The cart and the draft of an online order stay
 * until the order is known paid, so a second try after a failed payment
 * (`/store/{identifier}/checkout/error`) is one click; the status page settles them once it shows the
 * order paid. The order awaiting its payment is remembered in session storage under `asp.paymentPending`.
 */
import type { CreatedOrder } from '@bestellwerk/common/api/types';

export type AfterCreate = { kind: 'payment'; url: string } | { kind: 'status'; path: string };

export function statusPath(order: Pick<CreatedOrder, 'uid' | 'hash'>): string {
  return `/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
}

/** Where the browser goes with the server's answer: the provider's page, or the status page. */
export function afterCreate(order: Pick<CreatedOrder, 'uid' | 'hash' | 'paymentRedirectUrl'>): AfterCreate {
  return order.paymentRedirectUrl
    ? { kind: 'payment', url: order.paymentRedirectUrl }
    : { kind: 'status', path: statusPath(order) };
}

/** Leaves the shop for the provider's payment page (a full page load: the provider is another site). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}

export const PENDING_PAYMENT_KEY = 'asp.paymentPending';

/** The order the customer left to pay for: its cart and draft go once it is paid. */
export interface PendingPayment {
  uid: string;
  /** the branch identifier of the cart and the draft */
  identifier: string;
  /** a self-service kiosk also forgets the customer's draft */
  isSelfService: boolean;
}

export function rememberPendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(pending));
  } catch {
    // storage disabled: the cart stays after payment, as a reload would keep it anyway
  }
}

export function pendingPayment(): PendingPayment | null {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null',
    ) as Partial<PendingPayment> | null;
    if (!stored || typeof stored.uid !== 'string' || typeof stored.identifier !== 'string') return null;
    return { uid: stored.uid, identifier: stored.identifier, isSelfService: stored.isSelfService === true };
  } catch {
    return null;
  }
}

export function forgetPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * The status page shows order `uid` paid: answers the cart and draft to clear (the remembered payment
 * is forgotten), or null when this tab did not leave to pay for that order.
 */
export function settlePayment(uid: string): PendingPayment | null {
  const pending = pendingPayment();
  if (!pending || pending.uid !== uid) return null;
  forgetPendingPayment();
  return pending;
}
