import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/slug.json';
import { pathSlug, tagSlug } from './slug';

interface SlugVector {
  description: string;
  input: { value: string };
  expected: { tag: string; path: string };
}

describe('slugs (contracts/slug.json)', () => {
  it.each((vectors.cases as SlugVector[]).map((v) => [v.description, v] as const))('%s', (_, { input, expected }) => {
    expect(tagSlug(input.value)).toBe(expected.tag);
    expect(pathSlug(input.value)).toBe(expected.path);
  });
});
