import { describe, expect, it, vi } from 'vitest';

import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('is a random UUID where the browser offers randomUUID', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is 32 random hex digits where it does not (plain HTTP)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('writes each byte as two hex digits', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(10) });
    expect(newIdempotencyKey()).toBe('0a'.repeat(16));
  });
});
