/**
 * The cart of one branch in session storage (spec §4 Cart, §9 storage keys). The exact keys, all
 * JSON values, for the branch identifier `{identifier}`:
 *
 * - `asp.{identifier}.items`        CartItem[] (src/lib/cartItem.ts)
 * - `asp.{identifier}.isDelivery`   boolean; present only once a delivery method was chosen
 * - `asp.{identifier}.isDineIn`     boolean; present only once a delivery method was chosen
 * - `asp.{identifier}.deliveryArea` number (delivery area id) or null
 * - `asp.{identifier}.order`        {appointment: ISO 8601 string or null, comment: string}
 *
 * A delivery method counts as chosen once either flag is stored. Unreadable values count as absent.
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

export function storageKey(identifier: string, field: CartField): string {
  return `asp.${identifier}.${field}`;
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

function read(identifier: string, field: CartField): unknown {
  try {
    const text = window.sessionStorage.getItem(storageKey(identifier, field));
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
  const items = read(identifier, 'items');
  if (Array.isArray(items)) cart.items = items.filter(isItem);
  const isDelivery = read(identifier, 'isDelivery');
  const isDineIn = read(identifier, 'isDineIn');
  if (typeof isDelivery === 'boolean' || typeof isDineIn === 'boolean') {
    cart.isDeliveryMethodChosen = true;
    cart.isDelivery = isDelivery === true;
    cart.isDineIn = isDineIn === true && isDelivery !== true;
  }
  const area = read(identifier, 'deliveryArea');
  if (typeof area === 'number') cart.deliveryArea = area;
  const order = read(identifier, 'order') as Partial<CartOrder> | undefined;
  if (order && typeof order === 'object') {
    cart.order = {
      appointment: typeof order.appointment === 'string' ? order.appointment : null,
      comment: typeof order.comment === 'string' ? order.comment : '',
    };
  }
  return cart;
}

function write(identifier: string, field: CartField, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(storageKey(identifier, field));
    else window.sessionStorage.setItem(storageKey(identifier, field), JSON.stringify(value));
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
