/**
 * The checkout's order draft (spec §3 Order draft), kept per branch in session storage under
 * `asp.{identifier}.draft` so 'Zurück' and a reload keep what was typed. Appointment and comment live
 * in the cart's order (`asp.{identifier}.order`), the delivery type and area in the cart.
 *
 * The draft also holds the Idempotency-Key of its order: created with the draft, sent with every
 * attempt to place it (a retry after a lost response gets the first order back instead of a second
 * one) and replaced only once the server's answer with the order has arrived (see renewKey).
 */
import { newIdempotencyKey } from '@bestellwerk/common/idempotencyKey';
import type { PaymentMethod } from '@bestellwerk/common/rules/payment';

export type Country = 'DE' | 'LI' | 'AT' | 'CH';
export const COUNTRIES: readonly Country[] = ['DE', 'LI', 'AT', 'CH'];

export interface OrderDraft {
  isCompany: boolean;
  companyName: string;
  vatNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: Country;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: Country;
  paymentMethod: PaymentMethod | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  table: number | null;
  donatee: number | null;
  /** the Idempotency-Key of this draft's order */
  idempotencyKey: string;
}

export function emptyDraft(): OrderDraft {
  return {
    isCompany: false,
    companyName: '',
    vatNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    floor: '',
    stairway: '',
    door: '',
    zipCode: '',
    city: '',
    country: 'AT',
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: '',
    deliveryFirstName: '',
    deliveryLastName: '',
    deliveryStreet: '',
    deliveryFloor: '',
    deliveryStairway: '',
    deliveryDoor: '',
    deliveryZipCode: '',
    deliveryCity: '',
    deliveryCountry: 'AT',
    paymentMethod: null,
    legalInstructions: false,
    privacyPolicy: false,
    table: null,
    donatee: null,
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The same customer's next order: what was typed stays, the key is a new one. */
export function renewKey(draft: OrderDraft): OrderDraft {
  return { ...draft, idempotencyKey: newIdempotencyKey() };
}

export function draftKey(identifier: string): string {
  return `asp.${identifier}.draft`;
}

/** The stored draft over the empty one; fields of another type, unknown countries and an empty key are ignored. */
export function loadDraft(identifier: string): OrderDraft {
  const draft = emptyDraft();
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(draftKey(identifier)) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!stored || typeof stored !== 'object') return draft;
    const fields = draft as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored)) {
      // null fields hold a number (table, donatee) or, for the payment method, a string
      const nullable =
        fields[key] === null && (typeof value === 'number' || (key === 'paymentMethod' && typeof value === 'string'));
      if (key in draft && (typeof value === typeof fields[key] || nullable)) {
        fields[key] = value;
      }
    }
    if (!COUNTRIES.includes(draft.country)) draft.country = 'AT';
    if (!COUNTRIES.includes(draft.deliveryCountry)) draft.deliveryCountry = 'AT';
    if (!draft.idempotencyKey) draft.idempotencyKey = newIdempotencyKey();
  } catch {
    // unreadable: start empty
  }
  return draft;
}

export function saveDraft(identifier: string, draft: OrderDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(identifier), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the draft lives on in memory for this page
  }
}

export function clearDraft(identifier: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(identifier));
  } catch {
    // nothing stored
  }
}
