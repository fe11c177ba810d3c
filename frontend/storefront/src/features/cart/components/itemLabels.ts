import { formatCurrency } from '@bestellwerk/common/format';
import { isItemApproximate, itemGross, itemUnit } from '@bestellwerk/common/rules/pricing';
import { limits } from '@bestellwerk/common/rules/quantity';

import type { CartItem } from '../../../lib/cartItem';
import { type Product, pricedProduct } from '../../../lib/catalogue';
import { messages } from '../../../messages';

/** The chosen options, texts and file names of the item's parts, in order. */
export function choiceLabels(item: CartItem, product: Product): string[] {
  const parts = product.config?.parts ?? [];
  return item.parts.flatMap((choice, index) => {
    if ('options' in choice) return choice.options.map((option) => parts[index]?.options?.[option]?.name ?? '').filter(Boolean);
    if ('text' in choice) return choice.text.trim() ? [choice.text.trim()] : [];
    return choice.files.map((file) => file.filename);
  });
}

/** The item's price with 'ca.' / 'ab', or null when the product's price is hidden. */
export function linePriceLabel(item: CartItem, product: Product, currency: string): string | null {
  if (product.isPriceHidden) return null;
  const priced = pricedProduct(product);
  const model = limits(priced, itemUnit(priced, item)).calculationModel;
  const prefix = model === 'minimum' ? messages.menu.minimumPrefix : isItemApproximate(priced, item) ? messages.menu.approximatePrefix : '';
  return `${prefix ? `${prefix} ` : ''}${formatCurrency(itemGross(priced, item).toFixed(2), currency)}`;
}
