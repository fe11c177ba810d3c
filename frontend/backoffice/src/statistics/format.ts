/**
 * Figures of the dashboard in German (the common formats: '1.234', '1.234,50 EUR', '12,5 %').
 * Money arrives as decimal strings ('12.50') and is formatted without a detour through floats.
 */
import { DEFAULT_CURRENCY, LOCALE, formatCurrency } from '@bestellwerk/common/format';
import { hours } from '../components/userProfile/hours';
import type { Unit } from './api';

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const MINUS = '\u2212';

export function formatCount(value: number | string): string {
  const number = Number(value);
  return Number.isFinite(number) ? countFormat.format(number) : '';
}

export function formatMoney(value: number | string, currency: string = DEFAULT_CURRENCY): string {
  return formatCurrency(typeof value === 'number' ? value.toFixed(2) : value, currency);
}

export function formatValue(value: number | string, unit: Unit, currency?: string): string {
  return unit === 'money' ? formatMoney(value, currency) : formatCount(value);
}

/**
 * Minutes of the time tracking kinds as hours and minutes, the one format of working time in the back
 * office (profile figures, time sheets): 450 → '7:30 h', 2510 → '41:50 h', 0 → '0:00 h'.
 */
export function formatMinutes(value: number | string): string {
  const number = Number(value);
  return Number.isFinite(number) ? hours(Math.round(number)) : '';
}

/** 0.125 → '12,5 %'. */
export function formatPercent(ratio: number): string {
  return `${percentFormat.format(ratio * 100)} %`;
}

/**
 * The change against the previous period: '+12,5 %', '−3,0 %', '±0,0 %'; null when the previous
 * period had nothing to compare with (no division by zero).
 */
export function formatChange(current: number | string, previous: number | string): string | null {
  const now = Number(current);
  const before = Number(previous);
  if (!Number.isFinite(now) || !Number.isFinite(before) || before === 0) return null;
  const change = (now - before) / before;
  const text = formatPercent(Math.abs(change));
  if (Math.abs(change) < 0.0005) return `±${text}`;
  return change > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** Orders per unique visitor; null without visitors. */
export function conversionRate(orders: number | string, visitors: number | string): number | null {
  const visitorCount = Number(visitors);
  const orderCount = Number(orders);
  if (!Number.isFinite(visitorCount) || visitorCount <= 0 || !Number.isFinite(orderCount)) return null;
  return orderCount / visitorCount;
}
