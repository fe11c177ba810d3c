/**
 * Brings the product form's values into the API's shape (contracts/README.md, Product): decimals as
 * strings with a point ("3,50" → "3.50"), blank optional values as null, part options only for
 * select / multiselect parts, schedule rules complete.
 */
import { blankToNull, normalizeDecimal, normalizeSchedule } from '../../components/formValues';
import type {
  AlternativeUnitRequest,
  CalculationModel,
  OpeningHourRule,
  PartOptionRequest,
  PartType,
  Product,
  ProductRequest,
} from '../../api/types';

export const OPTION_PART_TYPES: readonly PartType[] = ['select', 'multiselect'];
/** parts the customer writes: they may have a maximum length */
export const TEXT_PART_TYPES: readonly PartType[] = ['text', 'textarea'];

/** Form values: anything may be missing, blank, or a number typed into a text field. */
type Loose<T> = { [K in keyof T]?: unknown };
type PartValues = {
  name?: unknown;
  description?: unknown;
  type?: unknown;
  optional?: unknown;
  options?: unknown;
  maxLength?: unknown;
};
export type ProductFormValues = Loose<Product> & { schedule?: Partial<OpeningHourRule>[] | null };

/** The API's request: decimals (money, tax rates, quantities) as strings with a point. */
export type NormalizedProduct = Partial<ProductRequest> & { id?: number };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

function normalizeOption(option: Loose<PartOptionRequest> | null): PartOptionRequest {
  return {
    name: text(option?.name),
    modifier: (blankToNull(option?.modifier) ?? 'add') as PartOptionRequest['modifier'],
    value: normalizeDecimal(option?.value) ?? '0.00',
  };
}

export function normalizePart(part: PartValues | null) {
  const type = (blankToNull(part?.type) ?? 'text') as PartType;
  const options = Array.isArray(part?.options) ? (part.options as Loose<PartOptionRequest>[]) : [];
  return {
    name: text(part?.name),
    description: text(part?.description),
    type,
    optional: part?.optional === true,
    // a part that was a selection before keeps its options in the form; the API refuses them elsewhere
    options: OPTION_PART_TYPES.includes(type) ? options.map(normalizeOption) : [],
    // only text parts have a maximum length (blank: none; the API refuses what is not a whole number ≥ 1)
    ...(TEXT_PART_TYPES.includes(type) ? { maxLength: maxLength(part?.maxLength) } : {}),
  };
}

function maxLength(value: unknown): number | null {
  const typed = blankToNull(typeof value === 'number' ? String(value) : value);
  return typed === null ? null : Number(typed);
}

function normalizeAlternativeUnit(alternative: Loose<AlternativeUnitRequest> | null): AlternativeUnitRequest {
  return {
    unit: text(alternative?.unit),
    ratio: normalizeDecimal(alternative?.ratio),
    calculationModel: blankToNull(alternative?.calculationModel) as CalculationModel | null,
    minimumQuantity: normalizeDecimal(alternative?.minimumQuantity),
    maximumQuantity: normalizeDecimal(alternative?.maximumQuantity),
    quantityStepSize: normalizeDecimal(alternative?.quantityStepSize),
  };
}

const DECIMALS = ['price', 'tax', 'takeawayTax', 'dineInTax'] as const;
const QUANTITIES = ['minimumQuantity', 'maximumQuantity', 'quantityStepSize', 'defaultQuantity'] as const;

export function normalizeProduct(data: ProductFormValues): NormalizedProduct {
  const result: Record<string, unknown> = { ...data };
  // money, tax rates and quantities: a blank field is left out, so the stored value (or default) stays
  for (const key of [...DECIMALS, ...QUANTITIES]) {
    if (!(key in data)) continue;
    const value = normalizeDecimal(data[key]);
    if (value === null) delete result[key];
    else result[key] = value;
  }
  if ('defaultUnit' in data) result.defaultUnit = blankToNull(data.defaultUnit);
  if ('alternativeUnits' in data) {
    const list = Array.isArray(data.alternativeUnits) ? (data.alternativeUnits as Loose<AlternativeUnitRequest>[]) : [];
    result.alternativeUnits = list.map(normalizeAlternativeUnit);
  }
  if ('schedule' in data) result.schedule = normalizeSchedule(data.schedule);
  if ('config' in data) {
    const parts = (data.config as { parts?: unknown } | null)?.parts;
    result.config = { parts: Array.isArray(parts) ? (parts as PartValues[]).map(normalizePart) : [] };
  }
  return result as NormalizedProduct;
}
