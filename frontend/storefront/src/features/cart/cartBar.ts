/**
 * What the sticky cart bar of a phone shows (spec §2 Branch menu page, issue 10 'customer on a phone'):
 * the cart's count and total with 'Jetzt bestellen', once the cart holds an item of the menu and the
 * branch takes orders. A hidden price shows 'Preis auf Anfrage', never an amount (spec §9).
 */
import { formatCurrency } from '@bestellwerk/common/format';
import type { CartPricing } from '@bestellwerk/common/rules/pricing';

import type { CartItem } from '../../lib/cartItem';
import type { Product } from '../../lib/catalogue';
import { cartBarMessages } from './messages';
import { orderMessages } from '../../lib/orderMessages';

export interface CartBarInput {
  items: readonly CartItem[];
  products: ReadonlyMap<number, Pick<Product, 'isPriceHidden'>>;
  pricing: CartPricing | null;
  /** closed without preorders: nothing can be ordered */
  isOrderingClosed: boolean;
  isDelivery: boolean;
  currency: string;
}

export interface CartBarState {
  /** '2 Produkte' */
  count: string;
  /** '5,40 EUR', 'ca. 12,00 EUR' or 'Preis auf Anfrage' */
  total: string;
  /** false while a delivery's minimum order value is not reached (as the summary's button) */
  canOrder: boolean;
}

/** The bar's content, or null while it stays hidden (empty cart, closed branch, prices loading). */
export function cartBarState({
  items,
  products,
  pricing,
  isOrderingClosed,
  isDelivery,
  currency,
}: CartBarInput): CartBarState | null {
  const onMenu = items.filter((item) => products.has(item.product));
  if (isOrderingClosed || onMenu.length === 0 || !pricing) return null;
  const isPriceHidden = onMenu.some((item) => products.get(item.product)?.isPriceHidden);
  const money = formatCurrency(pricing.totalGross, currency);
  const total = isPriceHidden
    ? orderMessages.price.hidden
    : pricing.isApproximate
      ? `${orderMessages.approximatePrefix} ${money}`
      : money;
  const isMinimumMissing = isDelivery && !pricing.isMinimumOrderValueReached && Boolean(pricing.minimumOrderValue);
  return { count: cartBarMessages.count(pricing.count), total, canOrder: !isMinimumMissing };
}
