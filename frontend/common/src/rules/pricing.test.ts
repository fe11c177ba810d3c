import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/pricing.json';
import { type AreaInput, type CartInput, type PricedProduct, PricingError, priceCart } from './pricing';

interface Case {
  description: string;
  input: { cart: CartInput; deliveryArea: AreaInput | null };
  expected: unknown;
}

const products = new Map((vectors.products as unknown as PricedProduct[]).map((product) => [product.id, product]));

describe('priceCart (contracts/pricing.json)', () => {
  it('covers the brief', () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each((vectors.cases as unknown as Case[]).map((vector) => [vector.description, vector] as const))(
    '%s',
    (_, { input, expected }) => {
      let result: unknown;
      try {
        result = priceCart(input.cart, products, input.deliveryArea);
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        result = { error: 'product' };
      }
      expect(result).toEqual(expected);
    },
  );
});
