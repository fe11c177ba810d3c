/**
 * The checkout's order draft (spec §3 Order draft), kept per branch in session storage under
 * `asp.{identifier}.draft` so 'Zurück' and a reload keep what was typed. Appointment and comment live
 * in the cart's order (`asp.{identifier}.order`), the delivery type and area in the cart.
 */
import type { PaymentMethod } from '@bestellwerk/common/rules/payment';

export type Country = 'DE' | 'LI' | 'AT' | 'CH';
export const COUNTRIES: readonly Country[] = ['DE', 'LI', 'AT', 'CH'];

export interface OrderDraft {
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
  paymentMethod: PaymentMethod | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  table: number | null;
  donatee: number | null;
}

export function emptyDraft(): OrderDraft {
  return {
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
    paymentMethod: null,
    legalInstructions: false,
    privacyPolicy: false,
    table: null,
    donatee: null,
  };
}

export function draftKey(identifier: string): string {
  return `asp.${identifier}.draft`;
}

/** The stored draft over the empty one; fields of another type are ignored. */
export function loadDraft(identifier: string): OrderDraft {
  const draft = emptyDraft();
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(draftKey(identifier)) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return draft;
    const fields = draft as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(stored)) {
      if (key in draft && (typeof value === typeof fields[key] || (fields[key] === null && typeof value === 'number'))) {
        fields[key] = value;
      }
    }
    if (!COUNTRIES.includes(draft.country)) draft.country = 'AT';
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
