/** Brings form values into the API's shape before a branch is saved. */
import { WEEKDAYS } from '@common/rules/openingHours';
import type {
  Branch,
  BranchRequest,
  DeliveryArea,
  DeliveryAreaRequest,
  OpeningHourRule,
  OpeningHourRuleRequest,
  OpeningHourRuleType,
} from '../types';

/** The rule types in the order the editor offers them: one-off, every day, then Monday to Sunday. */
export const RULE_TYPES: readonly OpeningHourRuleType[] = ['once', 'daily', ...WEEKDAYS];

type RuleListKey = 'openingHours' | 'deliveryHours';

/** A branch as the form holds it: any field, or any field of a rule or area row, may be missing or blank. */
export type BranchFormValues = Partial<Omit<Branch, RuleListKey | 'deliveryAreas' | 'tags'>> & {
  [K in RuleListKey]?: Partial<OpeningHourRule>[];
} & {
  deliveryAreas?: Partial<DeliveryArea>[];
  /** read as {id, name}, chosen as ids */
  tags?: (number | { id: number; name?: string })[];
};

/** What goes to the data provider (which strips the read-only id and apiKey before sending). */
export type NormalizedBranch = Partial<BranchRequest> & Partial<Pick<Branch, 'id' | 'apiKey'>>;

const blankToNull = (value: unknown): string | null =>
  value === undefined || value === null || String(value).trim() === '' ? null : String(value).trim();

/** German users type "3,50"; the API wants "3.50". */
export function normalizeDecimal(value: unknown): string | null {
  const text = blankToNull(value);
  return text === null ? null : text.replace(',', '.');
}

export function normalizeRule(rule: Partial<OpeningHourRule> | null | undefined): OpeningHourRuleRequest {
  const type = rule?.type ?? 'daily';
  return {
    type,
    // Only a one-off rule has a date; a stale date of a former "once" rule must not survive.
    date: type === 'once' ? blankToNull(rule?.date) : null,
    isClosed: !!rule?.isClosed,
    from: blankToNull(rule?.from),
    to: blankToNull(rule?.to),
  };
}

function normalizeDeliveryArea(area: Partial<DeliveryArea>): DeliveryAreaRequest {
  return {
    ...area,
    area: area.area ?? '',
    price: normalizeDecimal(area.price) ?? '0.00',
    tax: normalizeDecimal(area.tax) ?? '0.00',
    free: !!area.free,
    freeFromOrderValue: normalizeDecimal(area.freeFromOrderValue),
    minimumOrderValue: normalizeDecimal(area.minimumOrderValue),
  };
}

/** The tag ids of a branch, whether the tags are still the API's {id, name} or already chosen ids. */
export const tagIds = (tags: BranchFormValues['tags']): number[] | undefined =>
  tags?.map((tag) => (typeof tag === 'number' ? tag : tag.id));

export function normalizeBranch(data: BranchFormValues): NormalizedBranch {
  const { openingHours, deliveryHours, deliveryAreas, tags, ...rest } = data;
  const result: NormalizedBranch = rest;
  if ('tags' in data) result.tags = tagIds(tags) ?? [];
  // Lists are normalised when they are arrays; anything else present is passed on untouched.
  if ('openingHours' in data) {
    result.openingHours = Array.isArray(openingHours) ? openingHours.map(normalizeRule) : openingHours;
  }
  if ('deliveryHours' in data) {
    result.deliveryHours = Array.isArray(deliveryHours) ? deliveryHours.map(normalizeRule) : deliveryHours;
  }
  if ('deliveryAreas' in data) {
    result.deliveryAreas = Array.isArray(deliveryAreas) ? deliveryAreas.map(normalizeDeliveryArea) : deliveryAreas;
  }
  if ('orderableFrom' in data && blankToNull(data.orderableFrom) === null) result.orderableFrom = null;
  return result;
}
