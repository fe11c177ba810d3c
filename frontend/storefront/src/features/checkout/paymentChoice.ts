/**
 * The checkout's payment methods (spec §4 Checkout flow, §9 payment values): those the config, its
 * plugin and the branch offer; a cart with a hidden price ('Preis auf Anfrage') cannot be paid online
 * (the server refuses it), so online payment is not offered for it.
 */
import { isOnlineMethod } from '@bestellwerk/common/onlinePayment';
import { defaultMethod, offeredMethods, type PaymentMethod } from '@bestellwerk/common/rules/payment';

export interface PaymentChoice {
  methods: PaymentMethod[];
  /** the draft's method while offered, else cash if offered, else datatrans if offered, else none */
  method: PaymentMethod | null;
}

export function paymentChoice(config: object, branch: object, hasHiddenPrice: boolean, drafted: PaymentMethod | null): PaymentChoice {
  const offered = offeredMethods(config, branch);
  const methods = hasHiddenPrice ? offered.filter((method) => !isOnlineMethod(method)) : offered;
  const fallback = defaultMethod(config, branch);
  if (drafted && methods.includes(drafted)) return { methods, method: drafted };
  return { methods, method: fallback && methods.includes(fallback) ? fallback : null };
}
