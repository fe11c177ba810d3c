import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/payment.json';
import { defaultMethod, isMethodAllowed, offeredMethods } from './payment';

interface PaymentVector {
  description: string;
  input: { config: Record<string, unknown>; branch: Record<string, unknown> };
  expected: { offered: string[]; default: string | null };
}

describe('payment methods (contracts/payment.json)', () => {
  it.each((vectors.cases as PaymentVector[]).map((v) => [v.description, v] as const))(
    '%s',
    (_, { input, expected }) => {
      expect(offeredMethods(input.config, input.branch)).toEqual(expected.offered);
      expect(defaultMethod(input.config, input.branch)).toBe(expected.default);
      for (const value of ['cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans']) {
        expect(isMethodAllowed(value, input.config, input.branch)).toBe(expected.offered.includes(value));
      }
    },
  );
});
