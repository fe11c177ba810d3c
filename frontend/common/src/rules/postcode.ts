/**
 * Postcodes of delivery areas: which area of a branch delivers to a postcode. Mirrors
 * backend/rules/postcode.py; both run contracts/postcode.json.
 *
 * A postcode is 4 or 5 digits (DE 5, AT, CH and LI 4), typed with spaces around it or not. An area lists
 * the exact postcodes it serves; the first area (in the branch's order) that lists the postcode delivers
 * there. An area without postcodes serves none (the back office must say which postcodes it serves).
 */

const POSTCODE = /^[0-9]{4,5}$/;

/** The postcode as typed, without whitespace anywhere ('10 60 ' -> '1060'). */
export function normalizePostcode(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

export function isValidPostcode(value: string | null | undefined): boolean {
  return POSTCODE.test(normalizePostcode(value));
}

/** The first area whose `postcodes` list the (normalised) postcode; null when none serves it. */
export function areaForPostcode<A extends { postcodes?: readonly string[] | null }>(
  areas: readonly A[],
  postcode: string | null | undefined,
): A | null {
  const code = normalizePostcode(postcode);
  if (!code) return null;
  return areas.find((area) => (area.postcodes ?? []).some((p) => normalizePostcode(p) === code)) ?? null;
}
