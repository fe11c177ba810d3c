import type { ItemInput, PartChoice } from '@bestellwerk/common/rules/quantity';

import type { CartItem, CartPartChoice } from '../../lib/cartItem';

function toPartChoice(choice: CartPartChoice): PartChoice {
  if ('options' in choice) return { options: choice.options };
  if ('text' in choice) return { text: choice.text };
  return { uploads: choice.uploads };
}

/** The items as POST /api/orders takes them: {product, amount, unit, parts}, without display data. */
export function toOrderItems(items: readonly CartItem[]): ItemInput[] {
  return items.map((item) => ({
    product: item.product,
    amount: item.amount,
    unit: item.unit,
    parts: item.parts.map(toPartChoice),
  }));
}
