/**
 * The cart of one branch in local storage: one cart per branch per browser, shared by all its tabs
 * (a second tab of the shop shows the same cart; cartStore.ts follows the other tabs' changes). The
 * spec's keys (§4 Cart, §9 storage keys; the spec keeps them in session storage, which gave every tab
 * a cart of its own). The exact keys, all JSON values, for the branch identifier `{identifier}`:
 *
 * - `asp.{identifier}.items`        CartItem[] (src/lib/cartItem.ts)
 * - `asp.{identifier}.isDelivery`   boolean; present only once a delivery method was chosen
 * - `asp.{identifier}.isDineIn`     boolean; present only once a delivery method was chosen
 * - `asp.{identifier}.deliveryArea` number (delivery area id) or null
 * - `asp.{identifier}.order`        {appointment: ISO 8601 string or null, comment: string}
 *
 * A delivery method counts as chosen once either flag is stored. Unreadable values count as absent.
 * A cart a tab still holds in session storage from before (no items stored in local storage for the
 * branch yet) is taken over once.
 */
import type { CartItem } from '../../lib/cartItem';

export interface CartOrder {
  appointment: string | null;
  comment: string;
}

export interface Cart {
  items: CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  /** true once either flag is stored */
  isDeliveryMethodChosen: boolean;
  deliveryArea: number | null;
  order: CartOrder;
}

export type CartField = 'items' | 'isDelivery' | 'isDineIn' | 'deliveryArea' | 'order';

const FIELDS: readonly CartField[] = ['items', 'isDelivery', 'isDineIn', 'deliveryArea', 'order'];

export function storageKey(identifier: string, field: CartField): string {
  return `asp.${identifier}.${field}`;
}

/** The branch identifier whose cart a storage key holds ('asp.online-shop.items' → 'online-shop'), else null. */
export function cartIdentifierOf(key: string): string | null {
  const field = FIELDS.find((candidate) => key.startsWith('asp.') && key.endsWith(`.${candidate}`));
  if (!field) return null;
  const identifier = key.slice('asp.'.length, -(field.length + 1));
  return identifier || null;
}

/** Where the carts are kept: null when the browser refuses storage (the cart lives in memory then). */
function cartStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The store to read the branch's cart from: local storage, or a tab's older session cart not yet taken over. */
function sourceOf(identifier: string): Storage | null {
  const local = cartStorage();
  try {
    if (local?.getItem(storageKey(identifier, 'items')) !== null) return local;
    return window.sessionStorage.getItem(storageKey(identifier, 'items')) !== null ? window.sessionStorage : local;
  } catch {
    return local;
  }
}

export function emptyCart(): Cart {
  return {
    items: [],
    isDelivery: false,
    isDineIn: false,
    isDeliveryMethodChosen: false,
    deliveryArea: null,
    order: { appointment: null, comment: '' },
  };
}

function readField(store: Storage | null, identifier: string, field: CartField): unknown {
  try {
    const text = store?.getItem(storageKey(identifier, field)) ?? null;
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.product === 'number' && typeof item.amount === 'string' && Array.isArray(item.parts);
}

export function loadCart(identifier: string): Cart {
  const cart = emptyCart();
  const store = sourceOf(identifier);
  const read = (field: CartField) => readField(store, identifier, field);
  const items = read('items');
  if (Array.isArray(items)) cart.items = items.filter(isItem);
  const isDelivery = read('isDelivery');
  const isDineIn = read('isDineIn');
  if (typeof isDelivery === 'boolean' || typeof isDineIn === 'boolean') {
    cart.isDeliveryMethodChosen = true;
    cart.isDelivery = isDelivery === true;
    cart.isDineIn = isDineIn === true && isDelivery !== true;
  }
  const area = read('deliveryArea');
  if (typeof area === 'number') cart.deliveryArea = area;
  const order = read('order') as Partial<CartOrder> | undefined;
  if (order && typeof order === 'object') {
    cart.order = {
      appointment: typeof order.appointment === 'string' ? order.appointment : null,
      comment: typeof order.comment === 'string' ? order.comment : '',
    };
  }
  return cart;
}

function write(identifier: string, field: CartField, value: unknown): void {
  const store = cartStorage();
  try {
    const key = storageKey(identifier, field);
    const text = value === undefined ? null : JSON.stringify(value);
    // unchanged values are not written again: every write is an event for the other tabs
    if (!store || store.getItem(key) === text) return;
    if (text === null) store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // storage full or disabled (private mode): the cart lives on in memory for this page
  }
}

export function saveCart(identifier: string, cart: Cart): void {
  write(identifier, 'items', cart.items);
  write(identifier, 'isDelivery', cart.isDeliveryMethodChosen ? cart.isDelivery : undefined);
  write(identifier, 'isDineIn', cart.isDeliveryMethodChosen ? cart.isDineIn : undefined);
  write(identifier, 'deliveryArea', cart.deliveryArea);
  write(identifier, 'order', cart.order);
}
