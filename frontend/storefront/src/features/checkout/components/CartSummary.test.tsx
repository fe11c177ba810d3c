import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CartItem } from '../../../lib/cartItem';
import type { Product, PublicMenu } from '../../../lib/catalogue';
import { brot, item, menu, NOW, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { resetCartStore } from '../../cart/cartStore';
import { renderApp } from '../../../testing/render';

// spec §9: a hidden price makes the total approximate and hides the gross; the note says when the price comes
const buffet = {
  ...brot,
  id: 2,
  name: 'Catering-Buffet',
  description: '',
  price: '45.00',
  unit: 'person',
  calculationModel: 'minimum',
  minimumQuantity: '10',
  maximumQuantity: '200',
  defaultQuantity: '10',
  isPriceHidden: true,
} as Product;
const buffetItem: CartItem = { product: 2, amount: '10', unit: null, parts: [], name: 'Catering-Buffet', description: '', price: '45.00' };
const cateringMenu = { ...menu, catalog: [{ category: { id: 5, name: 'Catering' }, products: [brot, buffet] }] } as PublicMenu;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
});

afterEach(() => {
  vi.useRealTimers();
});

async function cartSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Warenkorb' }, { timeout: 5000 });
  const section = heading.closest('section') as HTMLElement;
  await within(section).findByText('Gesamt');
  return section;
}

function totalOf(section: HTMLElement, label: string) {
  return within(section).getByText(label).nextElementSibling?.textContent;
}

describe('checkout cart summary', () => {
  it.each([
    [false, 'Der endgültige Preis wird beim Abschluss der Bestellung ermittelt.'],
    [true, 'Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail.'],
  ])("reads 'Preis auf Anfrage' without gross or taxes for a hidden price (quotation branch: %s)", async (isQuotationRequired, note) => {
    putInCart([item, buffetItem]);
    stubCheckout(shop({ isQuotationRequired }), { '/api/public/branches/online-shop/menu': { body: { data: cateringMenu } } });
    renderApp('/store/online-shop/checkout');

    const section = await cartSection();
    expect(totalOf(section, 'Zwischensumme')).toBe('Preis auf Anfrage');
    expect(totalOf(section, 'Gesamt')).toBe('Preis auf Anfrage');
    expect(within(section).getByText(note)).toBeInTheDocument();
    // neither the gross (2 x 12,90 + 10 x 45,00) nor a tax tells the hidden price
    expect(section.textContent).not.toMatch(/EUR|MwSt|475,80|450,00/);
  });

  it('shows gross and taxes of visible prices, without a note', async () => {
    putInCart([item]);
    stubCheckout(shop());
    renderApp('/store/online-shop/checkout');

    const section = await cartSection();
    expect(totalOf(section, 'Gesamt')).toBe('25,80 EUR');
    expect(within(section).getByText('inkl. 10 % MwSt.').nextElementSibling?.textContent).toBe('2,35 EUR');
    expect(section.textContent).not.toContain('endgültigen Preis');
  });
});
