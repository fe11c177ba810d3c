/** Brings form values into the API's shape before a branch is saved. */

export const RULE_TYPES = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type RuleType = (typeof RULE_TYPES)[number];

export interface Rule {
  type: RuleType;
  date: string | null;
  isClosed: boolean;
  from: string | null;
  to: string | null;
}

const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();

/** German users type "3,50"; the API wants "3.50". */
export function normalizeDecimal(value: unknown): string | null {
  const text = blankToNull(value);
  return text === null ? null : text.replace(',', '.');
}

export function normalizeRule(rule: Partial<Rule> | null | undefined): Rule {
  const type = (rule?.type ?? 'daily') as RuleType;
  return {
    type,
    // Only a one-off rule has a date; a stale date of a former "once" rule must not survive.
    date: type === 'once' ? blankToNull(rule?.date) : null,
    isClosed: !!rule?.isClosed,
    from: blankToNull(rule?.from),
    to: blankToNull(rule?.to),
  };
}

interface DeliveryArea {
  id?: number;
  area?: string;
  price?: unknown;
  tax?: unknown;
  free?: boolean;
  freeFromOrderValue?: unknown;
  minimumOrderValue?: unknown;
}

export function normalizeBranch<T extends Record<string, unknown>>(data: T): T {
  const result: Record<string, unknown> = { ...data };
  for (const key of ['openingHours', 'deliveryHours'] as const) {
    if (Array.isArray(data[key])) result[key] = (data[key] as Partial<Rule>[]).map(normalizeRule);
  }
  if (Array.isArray(data.deliveryAreas)) {
    result.deliveryAreas = (data.deliveryAreas as DeliveryArea[]).map((area) => ({
      ...area,
      area: area.area ?? '',
      price: normalizeDecimal(area.price) ?? '0.00',
      tax: normalizeDecimal(area.tax) ?? '0.00',
      free: !!area.free,
      freeFromOrderValue: normalizeDecimal(area.freeFromOrderValue),
      minimumOrderValue: normalizeDecimal(area.minimumOrderValue),
    }));
  }
  if ('orderableFrom' in data && blankToNull(data.orderableFrom as string) === null) result.orderableFrom = null;
  return result as T;
}
