import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CartItem } from '../../../lib/cartItem';
import type { Product, PublicMenu } from '../../../lib/catalogue';
import { brot, item, menu, NOW, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { renderApp } from '../../../testing/render';
import { resetCartStore } from '../cartStore';

// spec §9: with a hidden price the gross is hidden and the note says when the final price comes
const platte = { ...brot, id: 2, name: 'Käseplatte', description: '', price: '1.00', isPriceHidden: true } as Product;
const platteItem: CartItem = {
  product: 2,
  amount: '1',
  unit: null,
  parts: [],
  name: 'Käseplatte',
  description: '',
  price: '1.00',
};
const menuWithPlatte = {
  ...menu,
  catalog: [{ category: { id: 5, name: 'Feinkost' }, products: [brot, platte] }],
} as PublicMenu;
const area = {
  id: 31,
  area: '1060 Mariahilf',
  price: '2.90',
  tax: '20.00',
  free: false,
  freeFromOrderValue: null,
  minimumOrderValue: '50.00',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
});

afterEach(() => {
  vi.useRealTimers();
});

async function summary() {
  const region = await screen.findByRole('region', { name: 'Zusammenfassung' }, { timeout: 5000 });
  await within(region).findByText('Gesamt');
  await within(region).findAllByText('Preis auf Anfrage');
  return region;
}

describe('cart summary with a hidden price', () => {
  it("reads 'Preis auf Anfrage' with the note of a quotation branch", async () => {
    putInCart([item, platteItem]);
    stubCheckout(shop({ isQuotationRequired: true }), {
      '/api/public/branches/online-shop/menu': { body: { data: menuWithPlatte } },
    });
    renderApp('/store/online-shop');

    const region = await summary();
    expect(within(region).getByText('Gesamt').nextElementSibling?.textContent).toBe('Preis auf Anfrage');
    expect(
      within(region).getByText('Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail.'),
    ).toBeInTheDocument();
    expect(region.textContent).not.toMatch(/26,80|ca\./);
  });

  it('names the delivery minimum but not the missing amount, which would tell the price', async () => {
    putInCart([item, platteItem]);
    window.localStorage.setItem('asp.online-shop.isDelivery', 'true');
    stubCheckout(shop({ isDeliveryEnabled: true, deliveryAreas: [area] }), {
      '/api/public/branches/online-shop/menu': { body: { data: menuWithPlatte } },
    });
    renderApp('/store/online-shop');

    const region = await summary();
    expect(within(region).getByText('Zwischensumme').nextElementSibling?.textContent).toBe('Preis auf Anfrage');
    expect(
      within(region).getByText('Der endgültige Preis wird beim Abschluss der Bestellung ermittelt.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('Sie haben den Mindestbestellwert in Höhe von 50,00 EUR leider noch nicht erreicht.'),
    ).toBeInTheDocument();
    // 50,00 - 26,80 would give the hidden 1,00 away
    expect(region.textContent).not.toMatch(/Fügen Sie Waren|23,20/);
  });
});
