import { leadTimeMinutes, longestLeadProduct } from '@bestellwerk/common/rules/leadTime';
import { hasWindow, isInWindow } from '@bestellwerk/common/rules/productWindows';
import { wallTimeString } from '@bestellwerk/common/time';

import { leadTimeText, type NamedProduct } from '../../lib/availabilityNotes';
import { orderSummaryMessages } from '../../lib/orderSummaryMessages';

/** A cart product needs a later time: its lead time, or it is outside its window now (a preorder). */
export function needsProductTime(products: readonly NamedProduct[], now: Date): boolean {
  const wallNow = wallTimeString(now);
  return products.some(
    (product) => leadTimeMinutes([product]) > 0 || (hasWindow(product) && !isInWindow(product, wallNow)),
  );
}

/**
 * The refusal of an order that needs a time the customer has not chosen, as the server words it:
 * 'Catering-Buffet benötigt eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.', or
 * 'Bitte wählen Sie einen Termin aus.' without a lead time. No time is chosen for the customer (a
 * catering for 40 people is not silently set to the earliest slot): the picker offers the first one.
 */
export function missingAppointmentMessage(products: readonly NamedProduct[]): string {
  const lead = longestLeadProduct(products);
  const required = orderSummaryMessages.appointment.requiredMessage;
  const text = lead ? leadTimeText(lead) : null;
  return text ? `${text} ${required}` : required;
}
