import { describe, expect, it } from 'vitest';

import type { CartItem } from './cartItem';
import type { Product } from './catalogue';
import { linePriceLabel, partSummaries } from './itemLabels';

const torte = {
  id: 3,
  name: 'Sachertorte',
  price: '39.00',
  unit: 'piece',
  calculationModel: 'fixed',
  isPriceHidden: false,
  config: {
    parts: [
      {
        name: 'Größe',
        type: 'select',
        optional: false,
        options: [
          { name: 'Ø 18 cm', modifier: 'add', value: '0.00' },
          { name: 'Ø 22 cm', modifier: 'add', value: '12.00' },
        ],
      },
      { name: 'Aufschrift', type: 'text', optional: true },
      {
        name: 'Extras',
        type: 'multiselect',
        optional: true,
        options: [
          { name: 'Kerze', modifier: 'add', value: '1.00' },
          { name: 'Karte', modifier: 'add', value: '2.00' },
        ],
      },
      { name: 'Foto', type: 'image', optional: true },
    ],
  },
} as unknown as Product;

function item(parts: CartItem['parts'], amount = '1'): CartItem {
  return { product: 3, amount, unit: null, parts, name: 'Sachertorte', description: '', price: '39.00' };
}

const file = { id: 7, filename: 'torte.jpg', publicHash: 'abc', version: 1, extension: 'jpg', mimeType: 'image/jpeg' };

describe('partSummaries', () => {
  it('names each answered part with its choice: size, inscription, extras, files', () => {
    expect(
      partSummaries(
        item([{ options: [1] }, { text: ' Alles Gute ' }, { options: [0, 1] }, { uploads: [7], files: [file] }]),
        torte,
      ),
    ).toEqual(['Größe: Ø 22 cm', 'Aufschrift: „Alles Gute“', 'Extras: Kerze, Karte', 'Foto: torte.jpg']);
  });

  it('leaves unanswered optional parts out', () => {
    expect(
      partSummaries(item([{ options: [0] }, { text: '' }, { options: [] }, { uploads: [], files: [] }]), torte),
    ).toEqual(['Größe: Ø 18 cm']);
  });

  it('prices the line with its options, and not at all when hidden', () => {
    expect(
      linePriceLabel(
        item([{ options: [1] }, { text: '' }, { options: [0] }, { uploads: [], files: [] }], '2'),
        torte,
        'EUR',
      ),
    ).toBe('104,00 EUR');
    expect(
      linePriceLabel(
        item([{ options: [1] }, { text: '' }, { options: [] }, { uploads: [], files: [] }]),
        { ...torte, isPriceHidden: true },
        'EUR',
      ),
    ).toBeNull();
  });
});
