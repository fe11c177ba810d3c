/**
 * Decimal helpers shared by the ordering rules (mirror of backend/rules/decimals.py).
 *
 * Money, quantities, ratios and tax rates travel as decimal strings; floats never enter a total.
 * `Decimal` is a big.js constructor of its own (40 places for quotients, half-up rounding), so the
 * global Big settings of other code never change these results.
 */
import Big from 'big.js';

export const Decimal = Big();
Decimal.DP = 40;
Decimal.RM = Big.roundHalfUp;

export type Dec = Big;
/** What the API may send for a decimal: a decimal string or a JSON number. */
export type DecimalInput = string | number | Big | null | undefined | boolean;

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A Decimal from a decimal string, number or Decimal; `fallback` for null, booleans, blanks and garbage. */
export function toDecimal(value: unknown): Dec | null;
export function toDecimal(value: unknown, fallback: Dec): Dec;
export function toDecimal(value: unknown, fallback: Dec | null = null): Dec | null {
  if (value instanceof Big) return new Decimal(value);
  if (typeof value === 'number') {
    // String(number) is the shortest text that round-trips, like Python's repr(float)
    return Number.isFinite(value) ? new Decimal(String(value)) : fallback;
  }
  if (typeof value !== 'string') return fallback;
  const text = value.trim().replace(/_/g, '');
  if (!DECIMAL_TEXT.test(text)) return fallback;
  return new Decimal(text.startsWith('+') ? text.slice(1) : text);
}

export function roundHalfUp(value: Dec, places: number): Dec {
  return value.round(places, Big.roundHalfUp);
}

/** The largest integer at or below `value`. */
export function floor(value: Dec): Dec {
  const truncated = value.round(0, Big.roundDown);
  return truncated.gt(value) ? truncated.minus(1) : truncated;
}

export function maxOf(a: Dec, b: Dec): Dec {
  return a.gte(b) ? a : b;
}

/** Two decimals, half up: "3.50". */
export function money(value: Dec): string {
  return roundHalfUp(value, 2).toFixed(2);
}

/** Four decimals, half up: "3.1818". */
export function netText(value: Dec): string {
  return roundHalfUp(value, 4).toFixed(4);
}

/** Shortest plain notation without exponent: "1.5", "1000", "0.001", "0". */
export function quantityText(value: Dec): string {
  if (value.eq(0)) return '0';
  return value.toFixed();
}

/** A tax rate as the key of the taxes map: "10.00". */
export function rateKey(rate: Dec): string {
  return money(rate);
}
