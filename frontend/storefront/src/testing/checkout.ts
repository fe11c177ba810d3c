/** A branch, menu and cart for the checkout's tests, with the order endpoint stubbed (testing/render stubApi). */
import type { Branch, Config } from '@bestellwerk/common/api/types';

import type { CartItem } from '../lib/cartItem';
import type { Product, PublicMenu } from '../lib/catalogue';
import { makeBranch, makeConfig, rule } from './fixtures';
import { stubApi } from './render';

// Wednesday 2026-03-04, 16:30 in Vienna (UTC+1)
export const NOW = new Date('2026-03-04T15:30:00Z');

export const brot = {
  id: 1,
  name: 'Bauernbrot',
  description: 'Sauerteig',
  price: '12.90',
  unit: 'piece',
  alternativeUnits: [],
  calculationModel: 'fixed',
  minimumQuantity: 1,
  maximumQuantity: 20,
  quantityStepSize: 1,
  defaultQuantity: 1,
  defaultUnit: null,
  isPriceHidden: false,
  images: [],
  config: { parts: [] },
  tax: '10.00',
  takeawayTax: '10.00',
  dineInTax: '10.00',
} as unknown as Product;

export const menu = {
  id: 1,
  name: 'Sortiment',
  availableFrom: '2026-01-01T00:00:00Z',
  catalog: [{ category: { id: 5, name: 'Brot' }, products: [brot] }],
} as PublicMenu;

export const item: CartItem = {
  product: 1,
  amount: '2',
  unit: null,
  parts: [],
  name: 'Bauernbrot',
  description: 'Sauerteig',
  price: '12.90',
};

export function shop(overrides: Partial<Branch> = {}): Branch {
  return makeBranch({
    id: 7,
    identifier: 'online-shop',
    name: 'Online-Shop',
    openingHours: [rule('daily', '08:00', '18:00')],
    ...overrides,
  });
}

export const cashConfig: Partial<Config> = { enableCash: true, enablePluginCash: true };

export function stubCheckout(
  branch: Branch = shop(),
  extra: Parameters<typeof stubApi>[0] = {},
  config: Partial<Config> = cashConfig,
) {
  return stubApi({
    '/api/config': { body: { data: makeConfig(config) } },
    '/api/public/branches/online-shop': { body: { data: branch } },
    '/api/public/branches/online-shop/menu': { body: { data: menu } },
    ...extra,
  });
}

export function putInCart(items: CartItem[] = [item]) {
  window.localStorage.setItem('asp.online-shop.items', JSON.stringify(items));
  window.localStorage.setItem('asp.online-shop.isDelivery', 'false');
  window.localStorage.setItem('asp.online-shop.isDineIn', 'false');
}

export function orderPosts(fetchMock: ReturnType<typeof stubApi>) {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.filter(([url]) => String(url) === '/api/orders');
}

/** The Idempotency-Key of each POST /api/orders so far. */
export function orderKeys(fetchMock: ReturnType<typeof stubApi>): string[] {
  return orderPosts(fetchMock).map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '');
}

/** The JSON body of the n-th POST /api/orders. */
export function orderBody(fetchMock: ReturnType<typeof stubApi>, index = 0): unknown {
  return JSON.parse(String(orderPosts(fetchMock)[index]?.[1]?.body));
}
