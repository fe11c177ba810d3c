import type { CartPricing } from '@bestellwerk/common/rules/pricing';
import { describe, expect, it } from 'vitest';

import type { CartItem } from '../../lib/cartItem';
import { cartBarState } from './cartBar';

const semmel: CartItem = {
  product: 1,
  amount: '3',
  unit: null,
  parts: [],
  name: 'Semmel',
  description: '',
  price: '0.55',
};
const buffet: CartItem = {
  product: 2,
  amount: '20',
  unit: null,
  parts: [],
  name: 'Catering-Buffet',
  description: '',
  price: '18.00',
};
const products = new Map([
  [1, { isPriceHidden: false }],
  [2, { isPriceHidden: true }],
]);

function pricing(overrides: Partial<CartPricing> = {}): CartPricing {
  return {
    count: '3',
    gross: '1.65',
    net: '1.50',
    deliveryGross: '0.00',
    deliveryNet: '0.00',
    totalGross: '1.65',
    totalNet: '1.50',
    taxes: { '10.00': '0.15' },
    isApproximate: false,
    isMinimumOrderValueReached: true,
    minimumOrderValue: null,
    freeDeliveryFrom: null,
    ...overrides,
  } as CartPricing;
}

const input = {
  items: [semmel],
  products,
  pricing: pricing(),
  isOrderingClosed: false,
  isDelivery: false,
  currency: 'EUR',
};

describe('cartBarState', () => {
  it('shows count, total and an enabled order once the cart holds an item of the menu', () => {
    expect(cartBarState(input)).toEqual({ count: '3 Produkte', total: '1,65 EUR', canOrder: true });
    expect(cartBarState({ ...input, pricing: pricing({ count: '1', totalGross: '0.55' }) })).toEqual({
      count: '1 Produkt',
      total: '0,55 EUR',
      canOrder: true,
    });
  });

  it.each([
    ['an empty cart', { items: [] }],
    ['items no longer on the menu', { items: [{ ...semmel, product: 99 }] }],
    ['a closed branch without preorders', { isOrderingClosed: true }],
    ['prices still loading', { pricing: null }],
  ])('stays hidden for %s', (_, change) => {
    expect(cartBarState({ ...input, ...change })).toBeNull();
  });

  it("reads 'Preis auf Anfrage' with a hidden price, never the amount", () => {
    const state = cartBarState({
      ...input,
      items: [semmel, buffet],
      pricing: pricing({ count: '23', totalGross: '361.65', isApproximate: true }),
    });
    expect(state).toEqual({ count: '23 Produkte', total: 'Preis auf Anfrage', canOrder: true });
  });

  it("marks an approximate total with 'ca.'", () => {
    expect(cartBarState({ ...input, pricing: pricing({ totalGross: '2.90', isApproximate: true }) })?.total).toBe(
      'ca. 2,90 EUR',
    );
  });

  it('cannot order a delivery below the minimum order value, as the summary', () => {
    const below = pricing({ totalGross: '4.55', isMinimumOrderValueReached: false, minimumOrderValue: '15.00' });
    expect(cartBarState({ ...input, isDelivery: true, pricing: below })).toEqual({
      count: '3 Produkte',
      total: '4,55 EUR',
      canOrder: false,
    });
    expect(cartBarState({ ...input, isDelivery: false, pricing: below })?.canOrder).toBe(true);
  });
});
