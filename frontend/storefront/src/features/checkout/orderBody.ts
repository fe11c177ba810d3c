/** The body of POST /api/orders from the checkout's draft and the cart: only what the form shows is sent. */
import { normalizePhone } from '@bestellwerk/common/rules/phone';
import type { PaymentMethod } from '@bestellwerk/common/rules/payment';
import type { ItemInput } from '@bestellwerk/common/rules/quantity';

import type { OrderBody } from './api/checkoutData';
import type { DeliveryChoice, FieldRules } from './checkoutRules';
import type { OrderDraft } from './draft';
import type { VisitOrigin } from './visitOrigin';

/** The cart's part of the order (features/cart: items, delivery area, the order's appointment and comment). */
export interface OrderCart {
  orderItems: ItemInput[];
  deliveryArea: number | null;
  appointment: string | null;
  comment: string;
}

export interface OrderContext {
  branch: number;
  choice: DeliveryChoice;
  rules: FieldRules;
  /** the method the form shows as chosen (the draft's when still offered, else the default) */
  paymentMethod: PaymentMethod | null;
  isDonationEnabled: boolean;
  /** where the visit came from (a QR code, a campaign); empty: the shop itself */
  origin?: VisitOrigin;
}

function deliveryAddress(draft: OrderDraft): Partial<OrderBody> {
  return {
    isDeliveryAddressDifferent: true,
    isDeliveryCompany: draft.isDeliveryCompany,
    ...(draft.isDeliveryCompany ? { deliveryCompanyName: draft.deliveryCompanyName } : {}),
    deliveryFirstName: draft.deliveryFirstName,
    deliveryLastName: draft.deliveryLastName,
    deliveryStreet: draft.deliveryStreet,
    deliveryFloor: draft.deliveryFloor,
    deliveryStairway: draft.deliveryStairway,
    deliveryDoor: draft.deliveryDoor,
    deliveryZipCode: draft.deliveryZipCode,
    deliveryCity: draft.deliveryCity,
    deliveryCountry: draft.deliveryCountry,
  };
}

/**
 * The order as the customer sees it in the form: e-mail and phone only when asked for, the address
 * only when the branch requires one for the type, company name and VAT number only for a company,
 * the different delivery address only for a delivery that offers it, table and delivery area only
 * for their types. Hidden fields a customer typed earlier (another type) are not sent.
 */
export function toOrderBody(draft: OrderDraft, cart: OrderCart, context: OrderContext): OrderBody {
  const { choice, rules } = context;
  const isDelivery = choice === 'delivery';
  const isDeliveryAddressDifferent = rules.isDeliveryAddressOffered && draft.isDeliveryAddressDifferent;
  return {
    branch: context.branch,
    isDelivery,
    isDineIn: choice === 'dineIn',
    table: rules.isTableShown ? draft.table : null,
    deliveryArea: isDelivery ? cart.deliveryArea : null,
    donatee: context.isDonationEnabled ? draft.donatee : null,
    items: cart.orderItems,
    appointmentDate: cart.appointment,
    comment: cart.comment,
    // a table order without contact details: at most the guest's first name
    ...(rules.isContactShown
      ? {
          isCompany: draft.isCompany,
          ...(draft.isCompany ? { companyName: draft.companyName, vatNumber: draft.vatNumber } : {}),
          firstName: draft.firstName,
          lastName: draft.lastName,
        }
      : { isCompany: false, firstName: draft.firstName, lastName: '' }),
    ...(rules.isReachShown ? { email: draft.email, phone: normalizePhone(draft.phone) } : {}),
    ...(rules.isAddressShown
      ? {
          street: draft.street,
          floor: draft.floor,
          stairway: draft.stairway,
          door: draft.door,
          zipCode: draft.zipCode,
          city: draft.city,
          country: draft.country,
        }
      : {}),
    ...(isDeliveryAddressDifferent ? deliveryAddress(draft) : { isDeliveryAddressDifferent: false }),
    paymentMethod: context.paymentMethod,
    legalInstructions: draft.legalInstructions,
    privacyPolicy: draft.privacyPolicy,
    ...(context.origin?.qrCode ? { qrCode: context.origin.qrCode } : {}),
    ...(context.origin?.campaign ? { campaign: context.origin.campaign } : {}),
  };
}
