/** The server's refusal of an order, by field (spec §8 Create-order failure). */
import { ApiError, type ApiErrorItem, UNKNOWN_ERROR_MESSAGE } from '@bestellwerk/common/api/client';

export interface CheckoutErrors {
  /** every message, for the list at the top */
  list: string[];
  /** messages per field name as the server reports it (camelCase: firstName, legalInstructions, ...) */
  byField: Record<string, string[]>;
}

export const NO_ERRORS: CheckoutErrors = { list: [], byField: {} };

/** The server's errors; a failure without a body is 'Ein unbekannter Fehler ist aufgetreten.' */
export function checkoutErrors(error: unknown): CheckoutErrors {
  const items: ApiErrorItem[] =
    error instanceof ApiError && error.serverErrors.length > 0 ? error.serverErrors : [{ message: UNKNOWN_ERROR_MESSAGE }];
  const byField: Record<string, string[]> = {};
  for (const item of items) {
    if (item.field) (byField[item.field] ??= []).push(item.message);
  }
  return { list: items.map((item) => item.message), byField };
}
