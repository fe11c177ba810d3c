/** What the checkout shows and asks for, by the branch's flags (spec §2 Checkout screen, §5 Checkout fields). */
import type { Branch } from '@bestellwerk/common/api/types';

import { checkoutMessages } from './messages';

export type DeliveryChoice = 'takeaway' | 'delivery' | 'dineIn';

const FLAG_PREFIX: Record<DeliveryChoice, 'Takeaway' | 'Delivery' | 'DineIn'> = {
  takeaway: 'Takeaway',
  delivery: 'Delivery',
  dineIn: 'DineIn',
};

type RequirementFlags = Pick<
  Branch,
  | 'isTakeawayEmailRequired'
  | 'isDeliveryEmailRequired'
  | 'isDineInEmailRequired'
  | 'isTakeawayPhoneRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDineInPhoneRequired'
  | 'isTakeawayAddressRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInAddressRequired'
  | 'isTableSelectionEnabled'
>;

export interface FieldRules {
  isEmailRequired: boolean;
  isPhoneRequired: boolean;
  isAddressShown: boolean;
  isTableShown: boolean;
  /** e-mail and phone; first and last name are asked for every order (a ticket needs a name) but a table's */
  isReachShown: boolean;
  /** dine-in at a table the guest chose (its QR code): the table names the order, a name is optional */
  isTableOrder: boolean;
  /** 'Kontaktdetails': hidden for a table order that needs no e-mail, phone or address (spec §2) */
  isContactShown: boolean;
  /** 'Abweichende Lieferadresse': a delivery whose address the branch asks for */
  isDeliveryAddressOffered: boolean;
}

export function fieldRules(branch: RequirementFlags, choice: DeliveryChoice): FieldRules {
  const prefix = FLAG_PREFIX[choice];
  const isEmailRequired = branch[`is${prefix}EmailRequired`];
  const isPhoneRequired = branch[`is${prefix}PhoneRequired`];
  const isAddressShown = branch[`is${prefix}AddressRequired`];
  const isTableShown = choice === 'dineIn' && branch.isTableSelectionEnabled;
  // a table order needs no e-mail or phone unless the branch asks for them (or an address)
  const isReachShown = !isTableShown || isEmailRequired || isPhoneRequired || isAddressShown;
  return {
    isEmailRequired,
    isPhoneRequired,
    isAddressShown,
    isTableShown,
    isReachShown,
    isTableOrder: isTableShown,
    isContactShown: isReachShown,
    isDeliveryAddressOffered: choice === 'delivery' && isAddressShown,
  };
}

/** The delivery types the branch offers, in the selector's order. */
export function offeredChoices(
  branch: Pick<Branch, 'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'>,
): DeliveryChoice[] {
  const choices: DeliveryChoice[] = [];
  if (branch.isTakeawayEnabled) choices.push('takeaway');
  if (branch.isDeliveryEnabled) choices.push('delivery');
  if (branch.isDineInEnabled) choices.push('dineIn');
  return choices;
}

export interface SubmitState {
  isQuotationRequired: boolean;
  isPreorderEnabled: boolean;
  isOpenForOrders: boolean;
  isDeliveryOpen: boolean;
  isDelivery: boolean;
  isMinimumOrderValueReached: boolean;
}

/**
 * The submit button's text, or null when there is no button: a quotation branch always asks for an
 * offer; open (delivery: also delivery open and minimum reached) orders; closed with preorders
 * (delivery: also minimum reached) preorders.
 */
export function submitLabel(state: SubmitState): string | null {
  const text = checkoutMessages.submit;
  if (state.isQuotationRequired) return text.quotation;
  if (state.isDelivery && !state.isMinimumOrderValueReached) return null;
  if (state.isOpenForOrders && (!state.isDelivery || state.isDeliveryOpen)) return text.order;
  if (state.isPreorderEnabled) return text.preorder;
  return null;
}
