import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/units.json';
import { type Dec, Decimal, quantityText } from './decimals';
import {
  convert,
  convertForProduct,
  convertible,
  offeredUnits,
  ratio,
  UNITS,
  UnitError,
  type UnitProduct,
} from './units';

interface Case<I> {
  description: string;
  input: I;
  expected: unknown;
}
type ConvertInput = { amount: string; from: string; to: string };
type ProductInput = { product: UnitProduct; unit: string };
type ProductConvertInput = ConvertInput & { product: UnitProduct };

function outcome(call: () => Dec): unknown {
  try {
    return quantityText(call());
  } catch (error) {
    if (error instanceof UnitError) return { error: 'unit' };
    throw error;
  }
}

function cases<I>(list: Case<I>[]) {
  return list.map((vector) => [vector.description, vector] as const);
}

describe('units (contracts/units.json)', () => {
  it('holds the catalogue of the contract', () => {
    expect(UNITS).toEqual(vectors.catalogue);
  });

  it.each(cases(vectors.convert as Case<ConvertInput>[]))('convert: %s', (_, { input, expected }) => {
    expect(outcome(() => convert(new Decimal(input.amount), input.from, input.to))).toEqual(expected);
  });

  it.each(cases(vectors.ratio as Case<ProductInput>[]))('ratio: %s', (_, { input, expected }) => {
    expect(outcome(() => ratio(input.product, input.unit))).toEqual(expected);
  });

  it.each(cases(vectors.convertForProduct as Case<ProductConvertInput>[]))(
    'convertForProduct: %s',
    (_, { input, expected }) => {
      const result = outcome(() => convertForProduct(input.product, new Decimal(input.amount), input.from, input.to));
      expect(result).toEqual(expected);
    },
  );
});

describe('unit helpers', () => {
  const product: UnitProduct = {
    id: 1,
    unit: 'kilogram',
    alternativeUnits: [{ unit: 'decagram' }, { unit: 'piece', ratio: '0.25' }],
  };

  it('offers the base unit first, then the alternatives in order', () => {
    expect(offeredUnits(product)).toEqual(['kilogram', 'decagram', 'piece']);
  });

  it('tells units of one type apart from others', () => {
    expect(convertible('kilogram', 'gram')).toBe(true);
    expect(convertible('kilogram', 'piece')).toBe(false);
    expect(() => convertible('pound', 'gram')).toThrow(UnitError);
  });

  it('converts within a type and back exactly', () => {
    const amount = new Decimal('0.125');
    expect(quantityText(convert(convert(amount, 'kilogram', 'gram'), 'gram', 'kilogram'))).toBe('0.125');
  });
});
