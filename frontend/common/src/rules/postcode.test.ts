import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/postcode.json';
import { areaForPostcode, isValidPostcode, normalizePostcode } from './postcode';

interface Vector<I, E> {
  description: string;
  input: I;
  expected: E;
}
type Area = { id: number; postcodes: string[] | null };

const rows = <V extends { description: string }>(cases: V[]) => cases.map((v) => [v.description, v] as const);

describe('delivery-area postcodes (contracts/postcode.json)', () => {
  it.each(rows(vectors.normalize as Vector<{ value: string | null }, string>[]))('normalize: %s', (_, v) => {
    expect(normalizePostcode(v.input.value)).toBe(v.expected);
  });

  it.each(rows(vectors.valid as Vector<{ value: string }, boolean>[]))('valid: %s', (_, v) => {
    expect(isValidPostcode(v.input.value)).toBe(v.expected);
  });

  it.each(rows(vectors.area as Vector<{ areas: Area[]; postcode: string }, number | null>[]))('area: %s', (_, v) => {
    expect(areaForPostcode(v.input.areas, v.input.postcode)?.id ?? null).toBe(v.expected);
  });
});
