/**
 * The checkout's payment methods (spec §4 Checkout flow, §9 payment values): those the config, its
 * plugin and the branch offer. Online payment needs the final price: the server refuses it for a
 * quotation branch, an approximate or hidden price ('ca.', 'Preis auf Anfrage') and a total of 0, so
 * it is not offered then.
 */
import { isOnlineMethod } from '@bestellwerk/common/onlinePayment';
import { defaultMethod, offeredMethods, type PaymentMethod } from '@bestellwerk/common/rules/payment';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';

export interface PaymentChoice {
  methods: PaymentMethod[];
  /** the draft's method while offered, else cash if offered, else datatrans if offered, else none */
  method: PaymentMethod | null;
}

/** The cart's price is final: a quotation branch, an approximate or hidden price or a total of 0 is not. */
export function isPriceFinal(
  isQuotation: boolean,
  pricing: Pick<CartPricing, 'isApproximate' | 'totalGross'> | null,
): boolean {
  return !isQuotation && pricing !== null && !pricing.isApproximate && !/^0*(\.0*)?$/.test(pricing.totalGross);
}

export function paymentChoice(
  config: object,
  branch: object,
  isOnlinePossible: boolean,
  drafted: PaymentMethod | null,
): PaymentChoice {
  const offered = offeredMethods(config, branch);
  const methods = isOnlinePossible ? offered : offered.filter((method) => !isOnlineMethod(method));
  const fallback = defaultMethod(config, branch);
  if (drafted && methods.includes(drafted)) return { methods, method: drafted };
  return { methods, method: fallback && methods.includes(fallback) ? fallback : null };
}
