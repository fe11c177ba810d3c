/** Brings form values into the API's shape before a branch is saved. */
import { blankToNull, normalizeDecimal, normalizeRule } from '../../components/formValues';
import type { Branch, BranchRequest, DeliveryArea, DeliveryAreaRequest, OpeningHourRule } from '../../api/types';

type RuleListKey = 'openingHours' | 'deliveryHours';

/** A branch as the form holds it: any field, or any field of a rule or area row, may be missing or blank. */
export type BranchFormValues = Partial<Omit<Branch, RuleListKey | 'deliveryAreas' | 'tags'>> & {
  [K in RuleListKey]?: Partial<OpeningHourRule>[];
} & {
  /** postcodes as the API sends them (a list) or as typed in the form ('1060, 1070') */
  deliveryAreas?: (Partial<Omit<DeliveryArea, 'postcodes'>> & { postcodes?: string[] | string })[];
  /** read as {id, name}, chosen as ids */
  tags?: (number | { id: number; name?: string })[];
};

/** What goes to the data provider (which strips the read-only id and apiKey before sending). */
export type NormalizedBranch = Partial<BranchRequest> & Partial<Pick<Branch, 'id' | 'apiKey'>>;

/** The postcodes typed as one text ('1060, 1070 1080'): split at commas, semicolons and spaces. */
export function splitPostcodes(value: string[] | string | undefined): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** A postcode list shown as one text in the form. */
export const joinPostcodes = (value: string[] | string | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

function normalizeDeliveryArea(area: NonNullable<BranchFormValues['deliveryAreas']>[number]): DeliveryAreaRequest {
  return {
    ...area,
    area: area.area ?? '',
    postcodes: splitPostcodes(area.postcodes),
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
