/** What the refund dialog says: the full amount and the provider that pays it back. */
import { formatCurrency } from '@bestellwerk/common/format';
import { isOnlineMethod, PROVIDER_NAMES } from '@bestellwerk/common/onlinePayment';
import type { Order } from '../orderState';

export interface RefundText {
  /** '24,50 EUR' */
  amount: string;
  /** 'Mollie' */
  provider: string;
}

export function refundText(order: Pick<Order, 'paymentMethod' | 'pricing'>, currency?: string): RefundText {
  const method = order.paymentMethod;
  return {
    amount: formatCurrency(order.pricing.totalGross ?? '0', currency),
    provider: isOnlineMethod(method) ? PROVIDER_NAMES[method] : '',
  };
}
