/**
 * Phone numbers typed at checkout (spec §5 Checkout fields). Mirrors backend/rules/phone.py; both run
 * contracts/phone.json.
 *
 * While typing, everything but digits, '+' and plain spaces is stripped; on change only digits and '+'
 * stay and a leading 00 becomes '+'. A number that starts with neither '+' nor the national trunk prefix 0
 * gets the format hint; a national number ('0664 1234567') is the server's to judge: it reads it in the
 * branch's country and stores it in E.164, or refuses it with the hint's text.
 */

const TYPED_NOISE = /[^0-9+ ]/g;
const CHANGED_NOISE = /[^0-9+]/g;

export const PHONE_HINT = (phone: string) => `Bitte geben Sie eine gültige Nummer im Format ${phone} an.`;

/** What the field keeps while typing: digits, plus and spaces. */
export function stripTyped(value: string | null | undefined): string {
  return (value ?? '').replace(TYPED_NOISE, '');
}

/** What is stored: digits and plus only, a leading 00 turned into +. */
export function normalizePhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(CHANGED_NOISE, '');
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/** The format hint for a non-empty number starting with neither + nor 0 (after normalising), else null. */
export function phoneHint(value: string | null | undefined, example: string): string | null {
  const number = normalizePhone(value);
  if (!number || number.startsWith('+') || number.startsWith('0')) return null;
  return PHONE_HINT(example);
}
