/**
 * The cart feature's public face (used by the branch page and the checkout). Keep it stable.
 *
 * - useCart(identifier): {cart, deliveryChoice, add, replace, remove, insert, clear, setDeliveryType,
 *   setDeliveryArea, setOrder, set}; the cart is migrated after the data loads.
 * - useCartPricing(identifier): CartPricing (contracts/pricing.json) or null while loading.
 * - toOrderItems(items): the items for POST /api/orders.
 * - useBranchMenu(identifier): the active menu, reloaded after 4 hours.
 */
export { branchMenuQueryOptions, useBranchMenu } from './api/branchMenu';
export type { Cart, CartOrder } from './cartStorage';
export { storageKey } from './cartStorage';
export type { CartActions, DeliveryChoice } from './cartStore';
export { deliveryChoiceOf } from './cartStore';
export { enabledDeliveryChoices } from './migrateCart';
export { toOrderItems } from './toOrderItems';
export { useCart, useCartPricing } from './useCart';
export type { CartItem, CartPartChoice, UploadedFile } from '../../lib/cartItem';
