import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/phone.json';
import { normalizePhone, phoneHint, stripTyped } from './phone';

interface PhoneVector {
  description: string;
  input: { value: string; example: string };
  expected: { typed: string; normalized: string; hint: string | null };
}

describe('phone input (contracts/phone.json)', () => {
  it.each((vectors.cases as PhoneVector[]).map((v) => [v.description, v] as const))('%s', (_, { input, expected }) => {
    expect(stripTyped(input.value)).toBe(expected.typed);
    expect(normalizePhone(input.value)).toBe(expected.normalized);
    expect(phoneHint(input.value, input.example)).toBe(expected.hint);
  });
});
