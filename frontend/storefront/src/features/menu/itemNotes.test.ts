import { Decimal } from '@bestellwerk/common/rules/decimals';
import { itemProblems, type PartRule, type QuantityProduct } from '@bestellwerk/common/rules/quantity';
import { describe, expect, it } from 'vitest';

import { clampNote, missingMessages, missingPartMessage, quantityWithUnit } from './itemNotes';

// the demo's Semmel: up to 60 pieces, or up to 10 packages of 6
const semmel: QuantityProduct = {
  unit: 'piece',
  minimumQuantity: null,
  maximumQuantity: '60',
  quantityStepSize: null,
  alternativeUnits: [
    { unit: 'package', ratio: '6', minimumQuantity: '1', maximumQuantity: '10', quantityStepSize: '1' },
  ],
};
// the demo's Catering-Buffet: 10 to 200 persons
const buffet: QuantityProduct = {
  unit: 'person',
  minimumQuantity: '10',
  maximumQuantity: '200',
  quantityStepSize: null,
};
// the demo's Bauernbrot: 0,5 to 5 kg in steps of 0,5
const brot: QuantityProduct = {
  unit: 'kilogram',
  minimumQuantity: '0.5',
  maximumQuantity: '5',
  quantityStepSize: '0.5',
};

describe('clampNote', () => {
  it.each([
    [semmel, 'piece', '100', 'Höchstmenge 60 Stück'],
    [semmel, 'package', '12', 'Höchstmenge 10 Packungen'],
    [buffet, 'person', '500', 'Höchstmenge 200 Personen'],
    [buffet, 'person', '4', 'Mindestmenge 10 Personen'],
    [brot, 'kilogram', '1,2', 'Menge in Schritten von 0,5 Kilogramm'],
    [brot, 'kilogram', '7', 'Höchstmenge 5 Kilogramm'],
  ])('says why the amount changed (%#)', (product, unit, typed, note) => {
    expect(clampNote(product, unit, typed)).toBe(note);
  });

  it.each([
    [semmel, 'piece', '60'],
    [semmel, 'piece', '12'],
    [brot, 'kilogram', '1,5'],
    [semmel, 'piece', ''],
    [semmel, 'piece', '0'],
    [semmel, 'piece', 'viele'],
  ])('says nothing when the amount stands or nothing was typed (%#)', (product, unit, typed) => {
    expect(clampNote(product, unit, typed)).toBeNull();
  });
});

describe('quantityWithUnit', () => {
  it('uses the plural of count units other than 1', () => {
    expect(quantityWithUnit(new Decimal('1'), 'person')).toBe('1 Person');
    expect(quantityWithUnit(new Decimal('2'), 'serving')).toBe('2 Portionen');
    expect(quantityWithUnit(new Decimal('60'), 'piece')).toBe('60 Stück');
    expect(quantityWithUnit(new Decimal('1.5'), 'liter')).toBe('1,5 Liter');
  });
});

describe('missing parts', () => {
  const parts: PartRule[] = [
    { name: 'Größe', type: 'select', optional: false, options: [{ name: 'Ø 18 cm', modifier: 'add', value: '0' }] },
    { name: 'Aufschrift', type: 'text', optional: false },
    { name: 'Extras', type: 'multiselect', optional: false, options: [{ name: 'Kerze', modifier: 'add', value: '1' }] },
    { name: 'Foto', type: 'image', optional: false },
    { name: 'Kerze', type: 'select', optional: true, options: [{ name: 'Ja', modifier: 'add', value: '1' }] },
  ];

  it('names each required part left empty, after the amount, in order', () => {
    const product: QuantityProduct = { unit: 'piece', maximumQuantity: '5', config: { parts } };
    const problems = itemProblems(product, {
      product: 1,
      amount: '0',
      unit: null,
      parts: [{ options: [] }, { text: ' ' }, { options: [] }, { uploads: [] }, { options: [] }],
    });
    expect(missingMessages(parts, problems)).toEqual([
      'Bitte geben Sie eine Menge größer als 0 an.',
      'Bitte wählen Sie: Größe.',
      'Bitte füllen Sie aus: Aufschrift.',
      'Bitte wählen Sie mindestens eine Option: Extras.',
      'Bitte laden Sie eine Datei hoch: Foto.',
    ]);
  });

  it('words each part type', () => {
    expect(parts.map(missingPartMessage)).toEqual([
      'Bitte wählen Sie: Größe.',
      'Bitte füllen Sie aus: Aufschrift.',
      'Bitte wählen Sie mindestens eine Option: Extras.',
      'Bitte laden Sie eine Datei hoch: Foto.',
      'Bitte wählen Sie: Kerze.',
    ]);
  });
});
