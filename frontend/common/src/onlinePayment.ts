/**
 * Online payment (Mollie, Datatrans) as the storefront and the back office read an order: where its
 * payment stands. The server decides; these helpers only name its flags' combinations.
 */

/**
 * The online payment providers (the server's payments.models.Provider, an order's online paymentMethod) with
 * their names as people read them: the one list of them in the frontends.
 */
export const PROVIDER_NAMES = { mollie: 'Mollie', datatrans: 'Datatrans' } as const;

export type OnlineMethod = keyof typeof PROVIDER_NAMES;

const ONLINE_METHODS: readonly string[] = Object.keys(PROVIDER_NAMES);

/** The payment flags of an order (public and staff JSON). */
export interface PaymentFlags {
  paymentMethod?: string | null;
  isPaid?: boolean;
  isRefunded?: boolean;
  isFailed?: boolean;
  /** true while an online payment is open at the provider */
  isPaymentPending?: boolean;
}

export function isOnlineMethod(method: string | null | undefined): method is OnlineMethod {
  return typeof method === 'string' && ONLINE_METHODS.includes(method);
}

/**
 * Where an order's payment stands: `none` for a payment at the counter, else `pending` (an online
 * payment not received yet), `paid`, `refunded` or `unpaid` (no payment will come: cancelled, failed
 * or expired at the provider, or the order ended before it was paid).
 */
export type OnlinePaymentState = 'none' | 'pending' | 'paid' | 'refunded' | 'unpaid';

export function onlinePaymentState(order: PaymentFlags): OnlinePaymentState {
  if (!isOnlineMethod(order.paymentMethod)) return 'none';
  if (order.isRefunded) return 'refunded';
  if (order.isPaid) return 'paid';
  if (order.isFailed) return 'unpaid';
  // without the flag (an older server) an unpaid online order counts as pending
  return order.isPaymentPending === false ? 'unpaid' : 'pending';
}

/** An online order whose payment has not arrived yet: not announced, not for the kitchen. */
export const isAwaitingPayment = (order: PaymentFlags): boolean => onlinePaymentState(order) === 'pending';

/** A paid online order whose amount has not gone back yet. */
export const isRefundable = (order: PaymentFlags): boolean => onlinePaymentState(order) === 'paid';
