import { formatCurrency } from '@bestellwerk/common/format';
import { isItemApproximate, itemGross, itemUnit } from '@bestellwerk/common/rules/pricing';
import { limits } from '@bestellwerk/common/rules/quantity';

import type { CartItem } from './cartItem';
import { type Product, pricedProduct } from './catalogue';
import { orderMessages } from './orderMessages';

/** The chosen options, texts and file names of the item's parts, in order. */
export function choiceLabels(item: CartItem, product: Product): string[] {
  const parts = product.config?.parts ?? [];
  return item.parts.flatMap((choice, index) => {
    if ('options' in choice)
      return choice.options.map((option) => parts[index]?.options?.[option]?.name ?? '').filter(Boolean);
    if ('text' in choice) return choice.text.trim() ? [choice.text.trim()] : [];
    return choice.files.map((file) => file.filename);
  });
}

/**
 * Each answered part as 'name: choice', in the product's order, for the checkout's cart lines:
 * 'Größe: Ø 22 cm', 'Aufschrift: „Alles Gute“', 'Extras: Preiselbeeren, Gurkensalat', 'Foto: torte.jpg'.
 * Unanswered optional parts are left out.
 */
export function partSummaries(item: CartItem, product: Product): string[] {
  const parts = product.config?.parts ?? [];
  return item.parts.flatMap((choice, index) => {
    const part = parts[index];
    if (!part) return [];
    let shown: string[];
    if ('options' in choice) shown = choice.options.map((option) => part.options?.[option]?.name ?? '').filter(Boolean);
    else if ('text' in choice) shown = choice.text.trim() ? [orderMessages.quoted(choice.text.trim())] : [];
    else shown = choice.files.map((file) => file.filename);
    return shown.length > 0 ? [`${part.name}: ${shown.join(', ')}`] : [];
  });
}

/** The item's price with 'ca.' / 'ab', or null when the product's price is hidden. */
export function linePriceLabel(item: CartItem, product: Product, currency: string): string | null {
  if (product.isPriceHidden) return null;
  const priced = pricedProduct(product);
  const model = limits(priced, itemUnit(priced, item)).calculationModel;
  const prefix =
    model === 'minimum'
      ? orderMessages.minimumPrefix
      : isItemApproximate(priced, item)
        ? orderMessages.approximatePrefix
        : '';
  return `${prefix ? `${prefix} ` : ''}${formatCurrency(itemGross(priced, item).toFixed(2), currency)}`;
}
