import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const buffetItem: CartItem = {
  product: 2,
  amount: '10',
  unit: null,
  parts: [],
  name: 'Catering-Buffet',
  description: '',
  price: '45.00',
};
const cateringMenu = {
  ...menu,
  catalog: [{ category: { id: 5, name: 'Catering' }, products: [brot, buffet] }],
} as PublicMenu;

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
  ])(
    "reads 'Preis auf Anfrage' without gross or taxes for a hidden price (quotation branch: %s)",
    async (isQuotationRequired, note) => {
      putInCart([item, buffetItem]);
      stubCheckout(shop({ isQuotationRequired }), {
        '/api/public/branches/online-shop/menu': { body: { data: cateringMenu } },
      });
      renderApp('/store/online-shop/checkout');

      const section = await cartSection();
      expect(totalOf(section, 'Zwischensumme')).toBe('Preis auf Anfrage');
      expect(totalOf(section, 'Gesamt')).toBe('Preis auf Anfrage');
      expect(within(section).getByText(note)).toBeInTheDocument();
      // the lines: the bread's own price, the buffet's hidden one
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((line) => line.textContent),
      ).toEqual([
        '2 Stk. Bauernbrot25,80 EURBearbeitenEntfernen',
        '10 Pers. Catering-BuffetPreis auf AnfrageBearbeitenEntfernen',
      ]);
      // neither the gross (2 x 12,90 + 10 x 45,00) nor a tax tells the hidden price: the bread's line is the only amount
      expect(section.textContent?.match(/\d+,\d\d EUR/g)).toEqual(['25,80 EUR']);
      expect(section.textContent).not.toMatch(/MwSt|475,80|450,00/);
    },
  );

  it('shows gross and taxes of visible prices, without a note', async () => {
    putInCart([item]);
    stubCheckout(shop());
    renderApp('/store/online-shop/checkout');

    const section = await cartSection();
    expect(totalOf(section, 'Gesamt')).toBe('25,80 EUR');
    expect(within(section).getByText('inkl. 10 % MwSt.').nextElementSibling?.textContent).toBe('2,35 EUR');
    expect(section.textContent).not.toContain('endgültigen Preis');
  });

  it('lists each line with its options and price; edits a line in the item dialog; removes one with undo', async () => {
    const user = userEvent.setup();
    const torte = {
      ...brot,
      id: 3,
      name: 'Sachertorte',
      description: '',
      price: '39.00',
      maximumQuantity: 5,
      config: {
        parts: [
          {
            name: 'Größe',
            description: '',
            type: 'select',
            optional: false,
            options: [
              { name: 'Ø 18 cm', modifier: 'add', value: '0.00' },
              { name: 'Ø 22 cm', modifier: 'add', value: '12.00' },
            ],
          },
          { name: 'Aufschrift', description: '', type: 'text', optional: true },
          {
            name: 'Extras',
            description: '',
            type: 'multiselect',
            optional: true,
            options: [
              { name: 'Kerze', modifier: 'add', value: '1.00' },
              { name: 'Karte', modifier: 'add', value: '2.00' },
            ],
          },
        ],
      },
    } as unknown as Product;
    const torteItem: CartItem = {
      product: 3,
      amount: '1',
      unit: null,
      parts: [{ options: [0] }, { text: 'Alles Gute' }, { options: [0, 1] }],
      name: 'Sachertorte',
      description: '',
      price: '39.00',
    };
    putInCart([item, torteItem]);
    stubCheckout(shop(), {
      '/api/public/branches/online-shop/menu': {
        body: { data: { ...menu, catalog: [{ category: { id: 5, name: 'Brot' }, products: [brot, torte] }] } },
      },
    });
    renderApp('/store/online-shop/checkout');

    const section = await cartSection();
    expect(within(section).getByText('1 Stk. Sachertorte').closest('li')?.textContent).toBe(
      '1 Stk. SachertorteGröße: Ø 18 cmAufschrift: „Alles Gute“Extras: Kerze, Karte42,00 EURBearbeitenEntfernen',
    );
    expect(totalOf(section, 'Gesamt')).toBe('67,80 EUR');

    // edit: the item dialog opens with the line's choices and saves them back
    await user.click(within(section).getByRole('button', { name: 'Sachertorte bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sachertorte' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Ø 18 cm' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Aufschrift (optional)' })).toHaveValue('Alles Gute');
    await user.click(within(dialog).getByRole('button', { name: 'Ø 22 cm (+ 12,00 EUR)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen übernehmen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).getByText('Größe: Ø 22 cm')).toBeInTheDocument();
    expect(totalOf(section, 'Gesamt')).toBe('79,80 EUR');

    // remove, with undo that puts the line back in its place
    await user.click(within(section).getByRole('button', { name: 'Bauernbrot entfernen' }));
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Bauernbrot wurde aus dem Warenkorb entfernt.Rückgängig',
    );
    expect(totalOf(section, 'Gesamt')).toBe('54,00 EUR');
    expect(
      JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]').map((entry: CartItem) => entry.name),
    ).toEqual(['Sachertorte']);
    await user.click(within(section).getByRole('button', { name: 'Rückgängig: Bauernbrot wieder hinzufügen' }));
    expect(
      JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? '[]').map((entry: CartItem) => entry.name),
    ).toEqual(['Bauernbrot', 'Sachertorte']);
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
    expect(totalOf(section, 'Gesamt')).toBe('79,80 EUR');
  });
});
