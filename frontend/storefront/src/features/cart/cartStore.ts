/**
 * The cart store: one cart per branch identifier, the storefront's one global store. Every change is
 * saved to local storage at once (cartStorage.ts documents the keys), and a change another tab saved
 * there (the storage event) replaces this tab's cart of that branch: one cart per branch per browser.
 */
import { create } from 'zustand';

import type { CartItem } from '../../lib/cartItem';
import { trackCommerce, trackEvent } from '../../lib/analytics';
import { type Cart, type CartOrder, cartIdentifierOf, loadCart, saveCart } from './cartStorage';

/** The values of the 'Art der Lieferung' choice (config.defaultDeliveryMethod uses the same). */
export type DeliveryChoice = 'takeaway' | 'delivery' | 'dineIn';

interface CartStore {
  carts: Record<string, Cart>;
  update: (identifier: string, change: (cart: Cart) => Cart) => void;
}

/** Carts read from storage but not changed yet, so a selector returns the same object every time. */
const loaded = new Map<string, Cart>();

export function storedCart(identifier: string): Cart {
  let cart = loaded.get(identifier);
  if (!cart) {
    cart = loadCart(identifier);
    loaded.set(identifier, cart);
  }
  return cart;
}

export const useCartStore = create<CartStore>()((set, get) => ({
  carts: {},
  update: (identifier, change) => {
    const next = change(get().carts[identifier] ?? storedCart(identifier));
    saveCart(identifier, next);
    set((state) => ({ carts: { ...state.carts, [identifier]: next } }));
  },
}));

/** Reads the cart of `identifier` (every cart when `key` is null: the storage was cleared) again after another tab changed it. */
export function followStorage(key: string | null): void {
  const identifiers = key === null ? Object.keys(useCartStore.getState().carts) : [cartIdentifierOf(key)];
  for (const identifier of identifiers) {
    if (identifier === null) continue;
    loaded.delete(identifier);
    const cart = loadCart(identifier);
    useCartStore.setState((state) => ({ carts: { ...state.carts, [identifier]: cart } }));
  }
}

// the storage event fires in every other tab of the browser that shares the local storage
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === null || event.storageArea === window.localStorage) followStorage(event.key);
  });
}

/** The cart of `identifier` outside React (for example in tests). */
export function getCart(identifier: string): Cart {
  return useCartStore.getState().carts[identifier] ?? storedCart(identifier);
}

/** Forgets the carts held in memory; local storage stays (a new page load). */
export function resetCartStore(): void {
  loaded.clear();
  useCartStore.setState({ carts: {} });
}

export function flagsOf(choice: DeliveryChoice): Pick<Cart, 'isDelivery' | 'isDineIn'> {
  return { isDelivery: choice === 'delivery', isDineIn: choice === 'dineIn' };
}

/** The chosen delivery method, or null while none is stored. */
export function deliveryChoiceOf(cart: Cart): DeliveryChoice | null {
  if (!cart.isDeliveryMethodChosen) return null;
  if (cart.isDelivery) return 'delivery';
  return cart.isDineIn ? 'dineIn' : 'takeaway';
}

/** The actions on the cart of one branch. */
export function cartActions(identifier: string) {
  const update = (change: (cart: Cart) => Cart) => useCartStore.getState().update(identifier, change);
  return {
    add: (item: CartItem) => {
      update((cart) => ({ ...cart, items: [...cart.items, item] }));
      trackCommerce('addtocart', [item]);
    },
    replace: (index: number, item: CartItem) =>
      update((cart) => ({ ...cart, items: cart.items.map((old, i) => (i === index ? item : old)) })),
    remove: (index: number) => {
      const removed = getCart(identifier).items[index];
      update((cart) => ({ ...cart, items: cart.items.filter((_, i) => i !== index) }));
      if (removed) trackEvent('Cart', 'Remove', { product: removed.product });
    },
    /** Puts an item back at `index` (undoing a removal). */
    insert: (index: number, item: CartItem) =>
      update((cart) => ({ ...cart, items: [...cart.items.slice(0, index), item, ...cart.items.slice(index)] })),
    /** Empties the items and blanks the order's appointment and comment; keeps the rest. */
    clear: () => update((cart) => ({ ...cart, items: [], order: { ...cart.order, appointment: null, comment: '' } })),
    setDeliveryType: (choice: DeliveryChoice) =>
      update((cart) => ({ ...cart, ...flagsOf(choice), isDeliveryMethodChosen: true })),
    setDeliveryArea: (area: number | null) => update((cart) => ({ ...cart, deliveryArea: area })),
    setOrder: (order: Partial<CartOrder>) => update((cart) => ({ ...cart, order: { ...cart.order, ...order } })),
    /** Replaces the whole cart (the migration after data load). */
    set: (next: Cart) => update(() => next),
  };
}

export type CartActions = ReturnType<typeof cartActions>;

/** Empties the cart of `identifier` outside its screens (the status page once an online payment arrived). */
export function clearCart(identifier: string): void {
  cartActions(identifier).clear();
}
