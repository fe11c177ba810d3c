import { type CartPricing, PricingError, priceCart } from '@bestellwerk/common/rules/pricing';
import { useEffect, useMemo } from 'react';

import { usePublicBranch } from '../../api/branches';
import { useConfig } from '../../api/config';
import { menuProducts, pricedProduct } from '../../lib/catalogue';
import { useBranchMenu } from './api/branchMenu';
import type { Cart } from './cartStorage';
import { cartActions, deliveryChoiceOf, getCart, storedCart, useCartStore } from './cartStore';
import { migrateCart } from './migrateCart';

function useStoredCart(identifier: string): Cart {
  return useCartStore((state) => state.carts[identifier] ?? storedCart(identifier));
}

/**
 * The cart of branch `identifier` with its actions. Once the branch, its menu and the config have
 * loaded (and whenever they reload) the cart is migrated: items of changed products go, the default
 * delivery method and the first delivery area apply (migrateCart.ts).
 */
export function useCart(identifier: string) {
  const cart = useStoredCart(identifier);
  const actions = useMemo(() => cartActions(identifier), [identifier]);
  const branch = usePublicBranch(identifier).data;
  const menu = useBranchMenu(identifier);
  const config = useConfig().data;
  const menuSettled = menu.isSuccess || menu.isError;

  useEffect(() => {
    if (!branch || !config || !menuSettled) return;
    const next = migrateCart(getCart(identifier), menuProducts(menu.data), branch, config);
    if (next) actions.set(next);
  }, [identifier, actions, branch, config, menu.data, menuSettled]);

  return { cart, deliveryChoice: deliveryChoiceOf(cart), ...actions };
}

/**
 * The cart's pricing (contracts/pricing.json shape) over the active menu's products and the chosen
 * delivery area; null until the branch and the menu have loaded. Items whose product left the menu
 * are not priced (the migration removes them).
 */
export function useCartPricing(identifier: string): CartPricing | null {
  const cart = useStoredCart(identifier);
  const branch = usePublicBranch(identifier).data;
  const menu = useBranchMenu(identifier).data;
  return useMemo(() => {
    if (!branch || !menu) return null;
    const products = new Map([...menuProducts(menu)].map(([id, product]) => [id, pricedProduct(product)]));
    const area = branch.deliveryAreas.find((candidate) => candidate.id === cart.deliveryArea) ?? null;
    const items = cart.items.filter((item) => products.has(item.product));
    try {
      return priceCart({ items, isDelivery: cart.isDelivery, isDineIn: cart.isDineIn }, products, area);
    } catch (error) {
      if (error instanceof PricingError) return null;
      throw error;
    }
  }, [branch, menu, cart]);
}
