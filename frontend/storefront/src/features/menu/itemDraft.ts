import { quantityText } from '@bestellwerk/common/rules/decimals';
import { type PartRule, chosenUnit, normalizeAmount, parseAmount } from '@bestellwerk/common/rules/quantity';

import type { CartItem, CartPartChoice } from '../../lib/cartItem';
import { type Product, pricedProduct } from '../../lib/catalogue';

export function emptyChoice(part: PartRule): CartPartChoice {
  if (part.type === 'select' || part.type === 'multiselect') return { options: [] };
  if (part.type === 'text' || part.type === 'textarea') return { text: '' };
  return { uploads: [], files: [] };
}

/** The amount as the field shows it: "1,5". */
export function amountField(amount: string): string {
  return amount.replace('.', ',');
}

/** A new item of `product`: its default unit and quantity (1 without one), clamped; every part unanswered. */
export function newItem(product: Product): CartItem {
  const priced = pricedProduct(product);
  const unit = chosenUnit(priced, { unit: null });
  const wanted = product.defaultQuantity && Number(product.defaultQuantity) > 0 ? product.defaultQuantity : '1';
  return {
    product: product.id,
    amount: quantityText(normalizeAmount(priced, unit, wanted)),
    unit,
    parts: (product.config?.parts ?? []).map(emptyChoice),
    name: product.name,
    description: product.description ?? '',
    price: product.price ?? '',
  };
}

/** The item with the typed amount text as the rules read it (dot notation). */
export function withAmountText(item: CartItem, text: string): CartItem {
  return { ...item, amount: quantityText(parseAmount(text)) };
}
