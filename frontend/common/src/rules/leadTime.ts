/**
 * The longest lead time of a cart's products (spec §5 Lead time): the part of the slot rules the
 * checkout needs at once (is an appointment required?), apart from the slot search in slots.ts, which
 * loads only with the appointment dialog. Mirrors lead_time in backend/rules/lead_time.py.
 */
import Big from 'big.js';

const LEAD_TIME_MINUTES: Record<string, number> = { minutes: 1, hours: 60, days: 24 * 60, weeks: 7 * 24 * 60 };

export interface LeadTimeProduct {
  isLeadTimeEnabled?: boolean | null;
  leadTimeType?: string | null;
  leadTimeValue?: string | number | null;
}

function toBig(value: string | number | null | undefined): Big {
  if (value === null || value === undefined || typeof value === 'boolean') return new Big(0);
  try {
    return new Big(String(value).trim());
  } catch {
    return new Big(0);
  }
}

/** The longest enabled lead time of `products` in whole minutes (value x type, rounded up). */
export function leadTimeMinutes(products: readonly LeadTimeProduct[]): number {
  let longest = new Big(0);
  for (const product of products) {
    if (!product.isLeadTimeEnabled) continue;
    const minutes = toBig(product.leadTimeValue).times(LEAD_TIME_MINUTES[product.leadTimeType ?? ''] ?? 0);
    if (minutes.gt(longest)) longest = minutes;
  }
  return Number(longest.round(0, Big.roundUp).toString());
}

/** The product whose enabled lead time is the longest (the first of equals), null without one. */
export function longestLeadProduct<P extends LeadTimeProduct>(products: readonly P[]): P | null {
  let longest = 0;
  let found: P | null = null;
  for (const product of products) {
    const minutes = leadTimeMinutes([product]);
    if (minutes > longest) {
      longest = minutes;
      found = product;
    }
  }
  return found;
}
