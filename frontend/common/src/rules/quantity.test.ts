import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/quantity.json';
import { Decimal, quantityText } from './decimals';
import {
  changeUnit,
  isItemValid,
  type ItemInput,
  limits,
  limitsToJson,
  normalizeAmount,
  parseAmount,
  itemProblems,
  type QuantityProduct,
} from './quantity';
import { UnitError } from './units';

interface Case<I> {
  description: string;
  input: I;
  expected: unknown;
}
type Product = { product: QuantityProduct };

function cases<I>(list: unknown) {
  return (list as Case<I>[]).map((vector) => [vector.description, vector] as const);
}

describe('quantity (contracts/quantity.json)', () => {
  it.each(cases<{ value: unknown }>(vectors.parseAmount))('parseAmount: %s', (_, { input, expected }) => {
    expect(quantityText(parseAmount(input.value))).toBe(expected);
  });

  it.each(cases<Product & { unit: string }>(vectors.limits))('limits: %s', (_, { input, expected }) => {
    let result: unknown;
    try {
      result = limitsToJson(limits(input.product, input.unit));
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
      result = { error: 'unit' };
    }
    expect(result).toEqual(expected);
  });

  it.each(cases<Product & { unit: string; value: unknown }>(vectors.normalizeAmount))(
    'normalizeAmount: %s',
    (_, { input, expected }) => {
      expect(quantityText(normalizeAmount(input.product, input.unit, input.value))).toBe(expected);
    },
  );

  it.each(cases<Product & { amount: string; from: string; to: string }>(vectors.changeUnit))(
    'changeUnit: %s',
    (_, { input, expected }) => {
      const result = changeUnit(input.product, new Decimal(input.amount), input.from, input.to);
      expect(quantityText(result)).toBe(expected);
    },
  );

  it.each(cases<Product & { item: ItemInput }>(vectors.itemProblems))('itemProblems: %s', (_, { input, expected }) => {
    expect(itemProblems(input.product, input.item)).toEqual(expected);
    expect(isItemValid(input.product, input.item)).toBe((expected as unknown[]).length === 0);
  });
});
