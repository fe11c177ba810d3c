/** The server's refusal of an order, by field (spec §8 Create-order failure). */
import { ApiError, type ApiErrorItem, UNKNOWN_ERROR_MESSAGE } from '@bestellwerk/common/api/client';

import { checkoutMessages } from './messages';

export interface CheckoutErrors {
  /** every message, for the list at the top */
  list: string[];
  /** messages per field name as the server reports it (camelCase: firstName, legalInstructions, ...) */
  byField: Record<string, string[]>;
  /** of byField's messages, the server's refusals of the postcode (code 'postcode'), which the typed postcode decides anew */
  postcodeRefusals?: Record<string, string[]>;
}

export const NO_ERRORS: CheckoutErrors = { list: [], byField: {} };

const FIELD_LABELS: Record<string, string> = checkoutMessages.fields;
/** The server refused a changed draft under a key it already placed an order with. */
const KEY_REUSED = 'idempotency_key_reused';
/**
 * The server refused the postcode (ordering.errors.Code.POSTCODE): no delivery area serves it ('Wir liefern
 * leider nicht an die PLZ 1234.'), or the posted area is not the postcode's ('Die PLZ 1060 gehört zum
 * Liefergebiet „1060 Mariahilf“.').
 */
const POSTCODE_REFUSED = 'postcode';

export function isKeyReused(error: unknown): boolean {
  return error instanceof ApiError && error.serverErrors.some((item) => item.code === KEY_REUSED);
}

/** 'Vorname', or 'Vorname (Lieferadresse)' for deliveryFirstName. */
export function fieldLabel(field: string): string | undefined {
  const label = FIELD_LABELS[field];
  if (label) return label;
  const part = /^delivery([A-Z])(.*)$/.exec(field);
  const base = part ? FIELD_LABELS[`${part[1]!.toLowerCase()}${part[2]}`] : undefined;
  return base ? checkoutMessages.deliveryFieldLabel(base) : undefined;
}

/**
 * The server's errors; a failure without a body is 'Ein unbekannter Fehler ist aufgetreten.' In the
 * list a message of a form field is prefixed with the field's label ('E-Mail: Dieses Feld ist
 * erforderlich.'), so the list alone says what to fix. A reused Idempotency-Key reads as what it means
 * to the customer: the earlier order arrived.
 */
export function checkoutErrors(error: unknown): CheckoutErrors {
  const items: ApiErrorItem[] = (
    error instanceof ApiError && error.serverErrors.length > 0
      ? error.serverErrors
      : [{ message: UNKNOWN_ERROR_MESSAGE }]
  ).map((item) => (item.code === KEY_REUSED ? { ...item, message: checkoutMessages.keyReused } : item));
  const byField: Record<string, string[]> = {};
  const postcodeRefusals: Record<string, string[]> = {};
  for (const item of items) {
    if (!item.field) continue;
    (byField[item.field] ??= []).push(item.message);
    if (item.code === POSTCODE_REFUSED) (postcodeRefusals[item.field] ??= []).push(item.message);
  }
  const list = items.map((item) => {
    const label = item.field ? fieldLabel(item.field) : undefined;
    return label ? `${label}: ${item.message}` : item.message;
  });
  return { list, byField, postcodeRefusals };
}

/**
 * The messages per field with the postcode field's as the typed postcode decides them (`current`, once, also
 * when the server said it too): the server's refusals of the postcode (by their code, not their wording) go,
 * since they may be about a postcode typed earlier; its other messages stay.
 */
export function withPostcodeErrors(
  errors: CheckoutErrors,
  field: string,
  current: string | null,
): Record<string, string[]> {
  const refused = errors.postcodeRefusals?.[field] ?? [];
  const kept = (errors.byField[field] ?? []).filter((message) => message === current || !refused.includes(message));
  const messages = current === null || kept.includes(current) ? kept : [...kept, current];
  return { ...errors.byField, [field]: messages };
}
