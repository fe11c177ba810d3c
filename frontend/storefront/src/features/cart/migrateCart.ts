import type { Branch, Config } from '@bestellwerk/common/api/types';
import { toDecimal } from '@bestellwerk/common/rules/decimals';

import type { CartItem } from '../../lib/cartItem';
import type { Product } from '../../lib/catalogue';
import type { Cart } from './cartStorage';
import { type DeliveryChoice, flagsOf } from './cartStore';

const CHOICES: readonly DeliveryChoice[] = ['takeaway', 'delivery', 'dineIn'];

/** The delivery types the branch offers, in the order of the 'Art der Lieferung' choice. */
export function enabledDeliveryChoices(branch: Branch): DeliveryChoice[] {
  const enabled: Record<DeliveryChoice, boolean> = {
    takeaway: branch.isTakeawayEnabled,
    delivery: branch.isDeliveryEnabled,
    dineIn: branch.isDineInEnabled,
  };
  return CHOICES.filter((choice) => enabled[choice]);
}

function samePrice(a: string | null, b: string): boolean {
  // a hidden price comes as null and is kept as '' (it is never sent to the storefront)
  if (a === null || b === '') return a === null && b === '';
  const left = toDecimal(a);
  const right = toDecimal(b);
  return left !== null && right !== null && left.eq(right);
}

/** The item's product is still on the active menu with the same id, name, description and price. */
export function matchesProduct(item: CartItem, products: ReadonlyMap<number, Product>): boolean {
  const product = products.get(item.product);
  return (
    product !== undefined &&
    product.name === item.name &&
    (product.description ?? '') === item.description &&
    samePrice(product.price, item.price)
  );
}

/**
 * The cart after data loads (spec §4 Cart), or null when nothing changes: items whose product no
 * longer matches an active product are removed; without a stored delivery method the configured default
 * applies if the branch offers it (else the only type the branch offers); without a valid delivery
 * area the branch's first area is chosen.
 */
export function migrateCart(
  cart: Cart,
  products: ReadonlyMap<number, Product>,
  branch: Branch,
  config: Config,
): Cart | null {
  let next = cart;
  const items = cart.items.filter((item) => matchesProduct(item, products));
  if (items.length !== cart.items.length) next = { ...next, items };

  if (!cart.isDeliveryMethodChosen) {
    const enabled = enabledDeliveryChoices(branch);
    const preferred = config.defaultDeliveryMethod || null;
    const choice = preferred && enabled.includes(preferred) ? preferred : enabled.length === 1 ? enabled[0] : null;
    if (choice) next = { ...next, ...flagsOf(choice), isDeliveryMethodChosen: true };
  }

  const areas = branch.deliveryAreas;
  const areaExists = areas.some((area) => area.id === cart.deliveryArea);
  if (!areaExists && areas.length > 0) next = { ...next, deliveryArea: areas[0]?.id ?? null };

  return next === cart ? null : next;
}
