/**
 * What the checkout offers and asks for at this instant (spec §2 Checkout screen, §4 Checkout flow): the
 * order type, the fields, the payment methods, whether an appointment is shown and needed, the submit's text.
 */
import type { Branch, Config } from '@bestellwerk/common/api/types';
import { branchOpen } from '@bestellwerk/common/rules/openingHoursAt';
import type { PaymentMethod } from '@bestellwerk/common/rules/payment';

import { needsProductTime } from './appointmentRequired';
import type { CheckoutCart } from './checkoutCart';
import { type DeliveryChoice, type FieldRules, fieldRules, offeredChoices, submitLabel } from './checkoutRules';
import { isPriceFinal, paymentChoice } from './paymentChoice';

export interface CheckoutOffer {
  /** the order types the branch offers, in the selector's order */
  choices: DeliveryChoice[];
  /** the cart's order type while offered, else the first offered */
  choice: DeliveryChoice;
  isDelivery: boolean;
  rules: FieldRules;
  /** the payment methods offered for this cart, and the one chosen (paymentChoice) */
  methods: PaymentMethod[];
  paymentMethod: PaymentMethod | null;
  open: ReturnType<typeof branchOpen>;
  /** the submit button's text; null: no button (closed, minimum not reached) */
  label: string | null;
  /** as the server decides: the branch asks for it, a preorder while closed, a product's lead time or window */
  isAppointmentRequired: boolean;
  /** 'Gewünschter Termin': a guest at a table orders for now, with no appointment unless one is needed */
  isAppointmentShown: boolean;
  currency: string;
}

export function checkoutOffer(
  branch: Branch,
  config: Config,
  cart: Pick<CheckoutCart, 'choice' | 'pricing' | 'products' | 'items'>,
  draftedMethod: PaymentMethod | null,
  now: Date,
): CheckoutOffer {
  const choices = offeredChoices(branch);
  const choice: DeliveryChoice =
    cart.choice && choices.includes(cart.choice) ? cart.choice : (choices[0] ?? 'takeaway');
  const isDelivery = choice === 'delivery';
  const rules = fieldRules(branch, choice);
  const isOnlinePossible = isPriceFinal(Boolean(branch.isQuotationRequired), cart.pricing);
  const { methods, method: paymentMethod } = paymentChoice(config, branch, isOnlinePossible, draftedMethod);
  const open = branchOpen(branch, now);
  const label = submitLabel({
    isQuotationRequired: branch.isQuotationRequired,
    isPreorderEnabled: branch.isPreorderEnabled,
    isOpenForOrders: open.isOpenForOrders,
    isDeliveryOpen: open.isDeliveryOpen,
    isDelivery,
    isMinimumOrderValueReached: cart.pricing?.isMinimumOrderValueReached ?? true,
  });
  const isTypeOpen = open.isOpenForOrders && (!isDelivery || open.isDeliveryOpen);
  const isAppointmentRequired = branch.isAppointmentRequired || !isTypeOpen || needsProductTime(cart.products, now);
  return {
    choices,
    choice,
    isDelivery,
    rules,
    methods,
    paymentMethod,
    open,
    label,
    isAppointmentRequired,
    isAppointmentShown: cart.items.length > 0 && (!rules.isTableOrder || isAppointmentRequired),
    currency: config.currency || 'EUR',
  };
}
