import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CartItem } from '../../../lib/cartItem';
import type { Product, PublicMenu } from '../../../lib/catalogue';
import { resetCartStore } from '../../cart/cartStore';
import { brot, item, menu, NOW, putInCart, stubCheckout } from '../../../testing/checkout';
import { rule } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

// now: Wednesday 04.03.2026, 16:30; the shop is open 08:00-18:00
const breakfast = { ...brot, id: 2, name: 'Kleines Frühstück', price: '5.90' } as Product;
const cake = { ...brot, id: 3, name: 'Sachertorte', price: '39.00', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 } as Product;
const withBreakfast = {
  ...menu,
  catalog: [
    ...menu.catalog,
    { category: { id: 6, name: 'Frühstück', isEnabled: true, schedule: [rule('daily', '06:00', '11:00')] }, products: [breakfast] },
    { category: { id: 7, name: 'Torten', isEnabled: true, schedule: [] }, products: [cake] },
  ],
} as PublicMenu;

function cartItem(product: Product): CartItem {
  return { ...item, product: product.id, amount: '1', name: product.name, price: product.price ?? '' };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('appointment for products with a window or a lead time', () => {
  it('chooses the first time inside the breakfast window at once', async () => {
    putInCart([item, cartItem(breakfast)]);
    stubCheckout(undefined, { '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } } });
    renderApp('/store/online-shop/checkout');

    // 06:00 is before opening (08:00): the first slot in both is tomorrow 08:00
    expect(await screen.findByText('Morgen, 05.03.2026, 08:00 Uhr', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Kleines Frühstück ist derzeit nicht verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termin ändern' })).toBeInTheDocument();
  });

  it('names a product unavailable at an earlier chosen time', async () => {
    putInCart([cartItem(breakfast)]);
    window.localStorage.setItem('asp.online-shop.order', JSON.stringify({ appointment: '2026-03-05T14:00:00.000Z', comment: '' }));
    stubCheckout(undefined, { '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } } });
    renderApp('/store/online-shop/checkout');

    expect(
      await screen.findByText('Kleines Frühstück ist zum gewählten Termin nicht verfügbar. Am gewählten Tag erhältlich von 06:00 bis 11:00 Uhr.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('says why the cake needs a time and chooses its first one', async () => {
    putInCart([cartItem(cake)]);
    stubCheckout(undefined, { '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } } });
    renderApp('/store/online-shop/checkout');

    // 16:30 + 15 minutes + 2 days = Friday 16:45
    expect(
      await screen.findByText('Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: 06.03.2026, 16:45 Uhr.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('06.03.2026, 16:45 Uhr', { exact: true })).toBeInTheDocument();
  });
});
