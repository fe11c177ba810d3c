import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CartItem } from '../../../lib/cartItem';
import type { Product, PublicMenu } from '../../../lib/catalogue';
import { resetCartStore } from '../../cart/cartStore';
import { brot, item, menu, NOW, orderBody, orderPosts, putInCart, stubCheckout } from '../../../testing/checkout';
import { rule } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

// now: Wednesday 04.03.2026, 16:30; the shop is open 08:00-18:00
const breakfast = { ...brot, id: 2, name: 'Kleines Frühstück', price: '5.90' } as Product;
const cake = {
  ...brot,
  id: 3,
  name: 'Sachertorte',
  price: '39.00',
  isLeadTimeEnabled: true,
  leadTimeType: 'days',
  leadTimeValue: 2,
} as Product;
const withBreakfast = {
  ...menu,
  catalog: [
    ...menu.catalog,
    {
      category: { id: 6, name: 'Frühstück', isEnabled: true, schedule: [rule('daily', '06:00', '11:00')] },
      products: [breakfast],
    },
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
  it('says when the breakfast is available again and leaves the time to the customer', async () => {
    putInCart([item, cartItem(breakfast)]);
    stubCheckout(undefined, { '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } } });
    renderApp('/store/online-shop/checkout');

    expect(
      await screen.findByText(
        'Kleines Frühstück ist derzeit nicht verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Keine Angabe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Termin wählen' })).toBeInTheDocument();
  });

  it('names a product unavailable at an earlier chosen time', async () => {
    putInCart([cartItem(breakfast)]);
    window.localStorage.setItem(
      'asp.online-shop.order',
      JSON.stringify({ appointment: '2026-03-05T14:00:00.000Z', comment: '' }),
    );
    stubCheckout(undefined, { '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } } });
    renderApp('/store/online-shop/checkout');

    expect(
      await screen.findByText(
        'Kleines Frühstück ist zum gewählten Termin nicht verfügbar. Am gewählten Tag erhältlich von 06:00 bis 11:00 Uhr.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
  });

  it('says why the cake needs a time, chooses none for the customer and refuses the order until one is picked', async () => {
    putInCart([cartItem(cake)]);
    const fetchMock = stubCheckout(undefined, {
      '/api/public/branches/online-shop/menu': { body: { data: withBreakfast } },
      '/api/orders': { status: 201, body: { data: { uid: 'u1', hash: 'h1', paymentRedirectUrl: null } } },
    });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    // 16:30 + 15 minutes + 2 days = Friday 16:45
    expect(
      await screen.findByText(
        'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: 06.03.2026, 16:45 Uhr.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    // no time is chosen silently
    expect(screen.getByText('Keine Angabe')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.order') ?? '{"appointment": null}')).toMatchObject({
      appointment: null,
    });

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    const message = 'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Bitte wählen Sie einen Termin aus.';
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent(message);
    expect(screen.getByText('Keine Angabe')).toHaveAccessibleDescription(message);
    expect(orderPosts(fetchMock)).toHaveLength(0);

    // the picker offers the first possible time; the customer takes it
    await user.click(screen.getByRole('button', { name: 'Termin wählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gewünschter Termin' }, { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('06.03.2026, 16:45 Uhr', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    await waitFor(() => expect(orderPosts(fetchMock)).toHaveLength(1));
    expect(orderBody(fetchMock)).toMatchObject({ appointmentDate: '2026-03-06T15:45:00.000Z' });
  }, 30_000);
});
