import { describe, expect, it } from 'vitest';

import { amountLabel, itemAmountLabel } from './amountLabel';
import type { Product } from './catalogue';

const bread = {
  id: 1,
  name: 'Roggenbrot',
  unit: 'kilogram',
  defaultUnit: 'decagram',
  alternativeUnits: [{ unit: 'decagram' }],
} as unknown as Product;
const roll = { id: 2, name: 'Semmel', unit: '', defaultUnit: null, alternativeUnits: [] } as unknown as Product;

describe('amountLabel', () => {
  it.each([
    ['2', 'piece', '2 Stk.'],
    ['1.500000', 'kilogram', '1,5 kg'],
    ['0.25', 'liter', '0,25 l'],
    ['3', 'serving', '3 Port.'],
    ['10', 'square-meter', '10 m²'],
    ['1', 'barrel', '1 barrel'],
  ])('%s %s reads %s', (amount, unit, expected) => {
    expect(amountLabel(amount, unit)).toBe(expected);
  });

  it("uses the item's unit, else the product's default unit, else its unit (piece when it has none)", () => {
    expect(itemAmountLabel({ amount: '1.5', unit: 'kilogram' }, bread)).toBe('1,5 kg');
    expect(itemAmountLabel({ amount: '25', unit: null }, bread)).toBe('25 dag');
    expect(itemAmountLabel({ amount: '2', unit: null }, roll)).toBe('2 Stk.');
    expect(itemAmountLabel({ amount: '2', unit: null }, undefined)).toBe('2 Stk.');
  });
});
