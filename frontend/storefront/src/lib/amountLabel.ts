/**
 * The amount of an item as every list of the storefront shows it (cart panel, checkout, status page):
 * the amount in shortest notation with a decimal comma and the unit's short name ('2 Stk.',
 * '1,5 kg'), as the server prints items on receipts and in mails (ordering.models OrderItem.unit_label).
 */
import { toDecimal } from '@bestellwerk/common/rules/decimals';
import { UNITS } from '@bestellwerk/common/rules/units';

import type { CartItem } from './cartItem';
import type { Product } from './catalogue';

/** "1,5 kg" of ("1.500", "kilogram"); an unknown unit shows its id, as the server does. */
export function amountLabel(amount: string, unitId: string): string {
  const shown = (toDecimal(amount)?.toFixed() ?? amount).replace('.', ',');
  const unit = UNITS.find((entry) => entry.id === unitId);
  return `${shown} ${unit ? unit.shortName : unitId}`;
}

/**
 * A cart item's amount in its chosen unit: without one the product's default unit, else its unit
 * (piece when it has none), as chosenUnit in common/rules/quantity decides.
 */
export function itemAmountLabel(item: Pick<CartItem, 'amount' | 'unit'>, product: Product | undefined): string {
  return amountLabel(item.amount, item.unit || product?.defaultUnit || product?.unit || 'piece');
}
