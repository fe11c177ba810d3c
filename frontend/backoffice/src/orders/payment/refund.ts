/** What the refund dialog says: the amount still paid and the provider that pays it back. */
import { formatCurrency } from '@bestellwerk/common/format';
import { isOnlineMethod, PROVIDER_NAMES } from '@bestellwerk/common/onlinePayment';
import { maxOf, money, toDecimal, ZERO } from '@bestellwerk/common/rules/decimals';
import type { Order } from '../orderState';

export interface RefundText {
  /** '24,50 EUR' */
  amount: string;
  /** 'Mollie' */
  provider: string;
}

/**
 * What the provider still holds: paid minus what went back already (a cheaper edit refunded the
 * difference); the order's total when the provider's record is not there.
 */
export function heldAmount(order: Pick<Order, 'pricing' | 'paymentProvider'>): string {
  const payment = order.paymentProvider;
  if (!payment) return order.pricing.totalGross ?? '0';
  return money(maxOf(toDecimal(payment.amount, ZERO).minus(toDecimal(payment.amountRefunded, ZERO)), ZERO));
}

export function refundText(
  order: Pick<Order, 'paymentMethod' | 'pricing' | 'paymentProvider'>,
  currency?: string,
): RefundText {
  const method = order.paymentMethod;
  return {
    amount: formatCurrency(heldAmount(order), order.paymentProvider?.currency ?? currency),
    provider: isOnlineMethod(method) ? PROVIDER_NAMES[method] : '',
  };
}
