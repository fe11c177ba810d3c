import { beforeEach, describe, expect, it } from 'vitest';

import type { CartItem } from '../../lib/cartItem';
import type { Product } from '../../lib/catalogue';
import { makeBranch, makeConfig } from '../../testing/fixtures';
import { emptyCart, loadCart, storageKey } from './cartStorage';
import { cartActions, deliveryChoiceOf, getCart, resetCartStore, useCartStore } from './cartStore';
import { migrateCart } from './migrateCart';
import { toOrderItems } from './toOrderItems';

const semmel: CartItem = {
  product: 1,
  amount: '2',
  unit: null,
  parts: [],
  name: 'Semmel',
  description: 'Handgemacht',
  price: '0.60',
};
const torte: CartItem = {
  product: 2,
  amount: '1',
  unit: 'piece',
  parts: [
    { options: [1] },
    { text: 'Alles Gute' },
    {
      uploads: [7],
      files: [{ id: 7, filename: 'foto.jpg', publicHash: 'abc', version: 1, extension: 'jpg', mimeType: 'image/jpeg' }],
    },
  ],
  name: 'Sachertorte',
  description: '',
  price: '39.00',
};

function stored(field: string): unknown {
  const text = window.localStorage.getItem(`asp.online-shop.${field}`);
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetCartStore();
});

describe('cart store', () => {
  it('names its storage keys asp.{identifier}.{field}', () => {
    expect(storageKey('online-shop', 'items')).toBe('asp.online-shop.items');
    expect(storageKey('online-shop', 'order')).toBe('asp.online-shop.order');
  });

  it('adds, replaces and removes items by index and saves each change', () => {
    const cart = cartActions('online-shop');
    cart.add(semmel);
    cart.add(torte);
    expect(stored('items')).toEqual([semmel, torte]);

    cart.replace(0, { ...semmel, amount: '5' });
    expect(getCart('online-shop').items.map((item) => item.amount)).toEqual(['5', '1']);

    cart.remove(0);
    expect(stored('items')).toEqual([torte]);
    expect(getCart('other-branch').items).toEqual([]);
  });

  it('stores no delivery flags until a delivery type is chosen, then both', () => {
    const cart = cartActions('online-shop');
    cart.add(semmel);
    expect(window.localStorage.getItem('asp.online-shop.isDelivery')).toBeNull();
    expect(deliveryChoiceOf(getCart('online-shop'))).toBeNull();

    cart.setDeliveryType('dineIn');
    expect([stored('isDelivery'), stored('isDineIn')]).toEqual([false, true]);
    cart.setDeliveryType('delivery');
    expect([stored('isDelivery'), stored('isDineIn')]).toEqual([true, false]);
    cart.setDeliveryType('takeaway');
    expect([stored('isDelivery'), stored('isDineIn')]).toEqual([false, false]);
    expect(deliveryChoiceOf(getCart('online-shop'))).toBe('takeaway');
  });

  it('clear empties the items and blanks appointment and comment, keeping the rest', () => {
    const cart = cartActions('online-shop');
    cart.add(semmel);
    cart.setDeliveryType('delivery');
    cart.setDeliveryArea(3);
    cart.setOrder({ appointment: '2026-03-04T10:00:00+01:00', comment: 'Bitte läuten' });

    cart.clear();

    expect(getCart('online-shop')).toEqual({
      items: [],
      isDelivery: true,
      isDineIn: false,
      isDeliveryMethodChosen: true,
      deliveryArea: 3,
      order: { appointment: null, comment: '' },
    });
    expect(stored('items')).toEqual([]);
    expect(stored('order')).toEqual({ appointment: null, comment: '' });
  });

  it('reads a stored cart back after a page load; one flag alone counts as chosen', () => {
    cartActions('online-shop').add(torte);
    window.localStorage.setItem('asp.online-shop.isDineIn', 'true');
    window.localStorage.removeItem('asp.online-shop.isDelivery');
    resetCartStore();

    const cart = getCart('online-shop');
    expect(cart.items).toEqual([torte]);
    expect(deliveryChoiceOf(cart)).toBe('dineIn');
  });

  it("keeps one cart per branch per browser: local storage, not the tab's session storage", () => {
    cartActions('online-shop').add(semmel);
    expect(window.sessionStorage.getItem('asp.online-shop.items')).toBeNull();
    expect(window.localStorage.getItem('asp.online-shop.items')).toBe(JSON.stringify([semmel]));

    // a second tab: a new page with an empty session storage
    window.sessionStorage.clear();
    resetCartStore();
    expect(getCart('online-shop').items).toEqual([semmel]);
  });

  it('follows the change another tab saved (the storage event), and only for its cart keys', () => {
    cartActions('online-shop').add(semmel);
    // the other tab adds the torte and chooses delivery
    window.localStorage.setItem('asp.online-shop.items', JSON.stringify([semmel, torte]));
    window.localStorage.setItem('asp.online-shop.isDelivery', 'true');
    window.localStorage.setItem('asp.online-shop.isDineIn', 'false');
    expect(useCartStore.getState().carts['online-shop']?.items).toEqual([semmel]);

    window.dispatchEvent(
      new StorageEvent('storage', { key: 'asp.online-shop.items', storageArea: window.localStorage }),
    );

    expect(useCartStore.getState().carts['online-shop']?.items).toEqual([semmel, torte]);
    expect(deliveryChoiceOf(getCart('online-shop'))).toBe('delivery');

    // the other tab empties it
    window.localStorage.setItem('asp.online-shop.items', '[]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'asp.online-shop.items', storageArea: window.localStorage }),
    );
    expect(getCart('online-shop').items).toEqual([]);
  });

  it("takes over a tab's cart still kept in session storage from before, once", () => {
    window.sessionStorage.setItem('asp.online-shop.items', JSON.stringify([torte]));
    window.sessionStorage.setItem('asp.online-shop.isDineIn', 'true');

    expect(getCart('online-shop').items).toEqual([torte]);
    cartActions('online-shop').add(semmel);
    expect(stored('items')).toEqual([torte, semmel]);
    expect(stored('isDineIn')).toBe(true);
  });

  it('treats unreadable storage values as absent', () => {
    window.localStorage.setItem('asp.online-shop.items', '{kaputt');
    window.localStorage.setItem('asp.online-shop.order', '"x"');
    expect(loadCart('online-shop')).toEqual(emptyCart());
  });
});

describe('migrateCart', () => {
  const products = new Map<number, Product>([
    [1, { id: 1, name: 'Semmel', description: 'Handgemacht', price: '0.6' } as Product],
    [2, { id: 2, name: 'Sachertorte', description: '', price: '42.00' } as Product],
  ]);
  const branch = makeBranch({
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    deliveryAreas: [
      {
        id: 11,
        area: '1060 Mariahilf',
        price: '2.90',
        tax: '20.00',
        free: false,
        freeFromOrderValue: '35.00',
        minimumOrderValue: '15.00',
      },
      {
        id: 12,
        area: '1070 Neubau',
        price: '2.90',
        tax: '20.00',
        free: false,
        freeFromOrderValue: null,
        minimumOrderValue: null,
      },
    ],
  });

  it('removes items whose product changed (price), keeps equal ones, applies the default method and the first area', () => {
    const cart = { ...emptyCart(), items: [semmel, torte] };

    const next = migrateCart(cart, products, branch, makeConfig({ defaultDeliveryMethod: 'delivery' }));

    expect(next?.items).toEqual([semmel]);
    expect(next?.isDelivery).toBe(true);
    expect(next?.isDeliveryMethodChosen).toBe(true);
    expect(next?.deliveryArea).toBe(11);
  });

  it('keeps a stored method and area, and ignores a default the branch does not offer', () => {
    const chosen = { ...emptyCart(), items: [semmel], isDeliveryMethodChosen: true, deliveryArea: 12 };
    expect(migrateCart(chosen, products, branch, makeConfig({ defaultDeliveryMethod: 'delivery' }))).toBeNull();

    const none = { ...emptyCart(), deliveryArea: 12 };
    expect(migrateCart(none, products, branch, makeConfig({ defaultDeliveryMethod: 'dineIn' }))).toBeNull();
  });

  it('removes items of products that left the menu or were renamed', () => {
    const cart = {
      ...emptyCart(),
      items: [
        { ...semmel, name: 'Kaisersemmel' },
        { ...semmel, product: 99 },
      ],
      deliveryArea: 11,
    };
    const next = migrateCart(cart, products, branch, makeConfig());
    expect(next?.items).toEqual([]);
  });
});

describe('toOrderItems', () => {
  it('keeps the contract fields and drops the display data', () => {
    expect(toOrderItems([semmel, torte])).toEqual([
      { product: 1, amount: '2', unit: null, parts: [] },
      { product: 2, amount: '1', unit: 'piece', parts: [{ options: [1] }, { text: 'Alles Gute' }, { uploads: [7] }] },
    ]);
  });
});
