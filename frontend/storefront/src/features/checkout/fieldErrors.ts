/** The server's refusal of an order, by field (spec §8 Create-order failure). */
import { ApiError, type ApiErrorItem, UNKNOWN_ERROR_MESSAGE } from '@bestellwerk/common/api/client';

import { messages } from '../../messages';

export interface CheckoutErrors {
  /** every message, for the list at the top */
  list: string[];
  /** messages per field name as the server reports it (camelCase: firstName, legalInstructions, ...) */
  byField: Record<string, string[]>;
}

export const NO_ERRORS: CheckoutErrors = { list: [], byField: {} };

const FIELD_LABELS: Record<string, string> = messages.checkout.fields;

/**
 * The server's errors; a failure without a body is 'Ein unbekannter Fehler ist aufgetreten.' In the
 * list a message of a form field is prefixed with the field's label ('E-Mail: Dieses Feld ist
 * erforderlich.'), so the list alone says what to fix.
 */
export function checkoutErrors(error: unknown): CheckoutErrors {
  const items: ApiErrorItem[] =
    error instanceof ApiError && error.serverErrors.length > 0 ? error.serverErrors : [{ message: UNKNOWN_ERROR_MESSAGE }];
  const byField: Record<string, string[]> = {};
  for (const item of items) {
    if (item.field) (byField[item.field] ??= []).push(item.message);
  }
  const list = items.map((item) => {
    const label = item.field ? FIELD_LABELS[item.field] : undefined;
    return label ? `${label}: ${item.message}` : item.message;
  });
  return { list, byField };
}
