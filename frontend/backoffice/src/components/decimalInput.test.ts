import { describe, expect, it } from 'vitest';

import { decimalInput } from './decimalInput';

describe('decimalInput', () => {
  it('shows API decimals with a comma and keeps typed commas as points', () => {
    expect(decimalInput.format('6.90')).toBe('6,90');
    expect(decimalInput.format(null)).toBe('');
    expect(decimalInput.format(undefined)).toBe('');
    expect(decimalInput.parse('2,5')).toBe('2.5');
    expect(decimalInput.parse('')).toBe('');
  });
});
