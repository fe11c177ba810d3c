/**
 * The Idempotency-Key of an order being placed (storefront checkout, back office phone order): random per
 * order, sent with every attempt, so a retry after a lost answer gets the first order back.
 */

/** A random key; randomUUID exists only in secure contexts (HTTPS, localhost), elsewhere 32 random hex digits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
