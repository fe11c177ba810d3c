/**
 * Quantities of a cart item: parsing what a person typed, limits per unit, clamping, steps, validity
 * (mirror of backend/rules/quantity.py). Vectors: contracts/quantity.json.
 *
 * The rounding rule: the amount is first clamped to [minimum, maximum] (minimum never below 0), then
 * moved to the nearest multiple of the step counted from the minimum (from 0 without a minimum),
 * halves rounding up; a result above the maximum steps down to the last multiple at or below it (but
 * never below the minimum).
 */
import Big from 'big.js';

import { type Dec, Decimal, type DecimalInput, floor, maxOf, quantityText, toDecimal, ZERO } from './decimals';
import { type CalculationModel, type UnitProduct, UnitError, alternative, convertForProduct, getUnit } from './units';

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const CALCULATION_MODELS: readonly string[] = ['fixed', 'approximate', 'minimum'];
const TEXT_PARTS: readonly string[] = ['text', 'textarea'];
const UPLOAD_PARTS: readonly string[] = ['image', 'images', 'file', 'files'];
const SINGLE_UPLOAD_PARTS: readonly string[] = ['image', 'file'];

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect';

export interface PartOptionRule {
  name: string;
  modifier: 'add' | 'subtract' | 'overwrite';
  /** null on the storefront when the product's price is hidden: the surcharge would tell it */
  value: string | null;
}

export interface PartRule {
  name: string;
  description?: string;
  type: PartType;
  optional: boolean;
  options?: PartOptionRule[];
  /** text / textarea: the most characters the (trimmed) text may have; null or absent: no limit */
  maxLength?: number | null;
}

/** The parts of a product the quantity rules read. */
export interface QuantityProduct extends UnitProduct {
  calculationModel?: CalculationModel | null;
  minimumQuantity?: DecimalInput;
  maximumQuantity?: DecimalInput;
  quantityStepSize?: DecimalInput;
  defaultUnit?: string | null;
  config?: { parts?: PartRule[] } | null;
}

/** One choice per part: options for select / multiselect, text for text / textarea, uploads for files. */
export interface PartChoice {
  options?: number[];
  text?: string;
  uploads?: number[];
}

export interface ItemInput {
  product: number;
  amount: DecimalInput;
  unit: string | null;
  parts: PartChoice[];
}

/** A typed amount: comma or dot as decimal separator, spaces around; anything else is 0. */
export function parseAmount(value: unknown): Dec {
  if (typeof value === 'number') return Number.isInteger(value) ? new Decimal(value) : ZERO;
  if (value instanceof Big) return new Decimal(value);
  if (typeof value === 'string' && NUMBER.test(value.trim())) {
    return new Decimal(value.trim().replace(',', '.').replace(/^\+/, ''));
  }
  return ZERO;
}

/** Effective limits of a product in one unit; null means no limit (step null: no rounding). */
export interface Limits {
  minimum: Dec | null;
  maximum: Dec | null;
  step: Dec | null;
  calculationModel: CalculationModel;
}

/** The limits as the vectors write them. */
export function limitsToJson(limit: Limits) {
  const text = (value: Dec | null) => (value === null ? null : quantityText(value));
  return {
    minimumQuantity: text(limit.minimum),
    maximumQuantity: text(limit.maximum),
    quantityStepSize: text(limit.step),
    calculationModel: limit.calculationModel,
  };
}

function positive(value: unknown): Dec | null {
  const number = toDecimal(value);
  return number !== null && number.gt(0) ? number : null;
}

/**
 * Limits for `unitId`: the product's own, or the alternative unit's, field by field replacing them.
 *
 * A null limit of the chosen unit means no limit; a null calculationModel of an alternative unit
 * keeps the product's. A step <= 0 counts as no step, a minimum or maximum <= 0 as no limit.
 */
export function limits(product: QuantityProduct, unitId: string): Limits {
  const source: QuantityProduct | NonNullable<ReturnType<typeof alternative>> = alternative(product, unitId) ?? product;
  const model = source.calculationModel || product.calculationModel || 'fixed';
  return {
    minimum: positive(source.minimumQuantity),
    maximum: positive(source.maximumQuantity),
    step: positive(source.quantityStepSize),
    calculationModel: CALCULATION_MODELS.includes(model) ? model : 'fixed',
  };
}

export function clamp(amount: Dec, limit: Limits): Dec {
  const lower = limit.minimum ?? ZERO;
  const capped = limit.maximum !== null && amount.gt(limit.maximum) ? limit.maximum : amount;
  return maxOf(capped, lower);
}

/** Nearest multiple of the step counted from the minimum, half up, kept at or below the maximum. */
export function roundToStep(amount: Dec, limit: Limits): Dec {
  if (limit.step === null) return amount;
  const origin = limit.minimum ?? ZERO;
  const steps = new Decimal(amount).minus(origin).div(limit.step).round(0, Big.roundHalfUp);
  let result = origin.plus(steps.times(limit.step));
  if (limit.maximum !== null && result.gt(limit.maximum)) {
    const floorSteps = floor(new Decimal(limit.maximum).minus(origin).div(limit.step));
    result = maxOf(origin.plus(floorSteps.times(limit.step)), origin);
  }
  return maxOf(result, origin);
}

/** What the amount field shows after input: parsed, clamped, on the step. */
export function normalizeAmount(product: QuantityProduct, unitId: string, value: unknown): Dec {
  const limit = limits(product, unitId);
  return roundToStep(clamp(parseAmount(value), limit), limit);
}

/** The amount after switching units: converted through the product's ratios, then re-clamped. */
export function changeUnit(product: QuantityProduct, amount: Dec, fromId: string, toId: string): Dec {
  const converted = convertForProduct(product, amount, fromId, toId);
  return normalizeAmount(product, toId, converted);
}

// --- item validity --------------------------------------------------------------------------

/** One reason an item is not valid; `part` is the index in product.config.parts or null. */
export interface Problem {
  field: string;
  part: number | null;
  message: string;
}

export function germanNumber(value: Dec): string {
  return quantityText(value).replace('.', ',');
}

/** End with one full stop, also after an abbreviation such as 'Stk.'. */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function problem(field: string, message: string, part: number | null = null): Problem {
  return { field, part, message };
}

/** An item's null unit means the product's defaultUnit, else its unit. */
export function chosenUnit(product: QuantityProduct, item: Pick<ItemInput, 'unit'>): string {
  return item.unit || product.defaultUnit || product.unit;
}

function amountProblems(product: QuantityProduct, item: ItemInput): Problem[] {
  const unitId = chosenUnit(product, item);
  let limit: Limits;
  let short: string;
  try {
    limit = limits(product, unitId);
    short = getUnit(unitId).shortName;
  } catch (error) {
    if (error instanceof UnitError) return [problem('unit', 'Diese Einheit ist für dieses Produkt nicht verfügbar.')];
    throw error;
  }
  const amount = parseAmount(item.amount);
  if (amount.lte(0)) return [problem('amount', 'Bitte geben Sie eine Menge größer als 0 an.')];
  if (limit.minimum !== null && amount.lt(limit.minimum)) {
    return [problem('amount', sentence(`Die Mindestmenge beträgt ${germanNumber(limit.minimum)} ${short}`))];
  }
  if (limit.maximum !== null && amount.gt(limit.maximum)) {
    return [problem('amount', sentence(`Die Höchstmenge beträgt ${germanNumber(limit.maximum)} ${short}`))];
  }
  if (limit.step !== null && !roundToStep(amount, limit).eq(amount)) {
    return [
      problem('amount', `Die Menge muss in Schritten von ${germanNumber(limit.step)} ${short} angegeben werden.`),
    ];
  }
  return [];
}

function isIndex(value: unknown, count: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;
}

/** A text part's maxLength: a positive whole number (null, 0 and anything else: no limit). */
function isLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** Characters as Python counts them (code points, so an emoji is one). */
export function textLength(text: string): number {
  return [...text].length;
}

function partProblem(part: PartRule, choice: PartChoice): string | null {
  const kind = part.type;
  const options: unknown[] = choice.options ?? [];
  if (kind === 'select' || kind === 'multiselect') {
    const count = (part.options ?? []).length;
    if (options.some((option) => !isIndex(option, count))) return 'Diese Auswahl gibt es nicht.';
    if (new Set(options).size !== options.length) return 'Jede Option kann nur einmal gewählt werden.';
    if (kind === 'select' && options.length > 1) return 'Bitte wählen Sie nur eine Option aus.';
    if (options.length === 0 && !part.optional) {
      return kind === 'select' ? 'Bitte wählen Sie eine Option aus.' : 'Bitte wählen Sie mindestens eine Option aus.';
    }
    return null;
  }
  if (TEXT_PARTS.includes(kind)) {
    const text = choice.text;
    if (!part.optional && !(typeof text === 'string' && text.trim())) return 'Bitte füllen Sie dieses Feld aus.';
    const limit = part.maxLength;
    if (isLimit(limit) && typeof text === 'string' && textLength(text.trim()) > limit) {
      return `${part.name}: höchstens ${limit} Zeichen.`;
    }
    return null;
  }
  if (UPLOAD_PARTS.includes(kind)) {
    const uploads = choice.uploads ?? [];
    if (SINGLE_UPLOAD_PARTS.includes(kind) && uploads.length > 1) return 'Hier ist nur eine Datei möglich.';
    if (uploads.length === 0 && !part.optional) return 'Bitte laden Sie mindestens eine Datei hoch.';
    return null;
  }
  return 'Dieser Teil des Produkts ist unbekannt.';
}

/** Everything wrong with a cart item, amount and unit first, then parts in their order. */
export function itemProblems(product: QuantityProduct, item: ItemInput): Problem[] {
  const problems = amountProblems(product, item);
  const parts = product.config?.parts ?? [];
  const choices = item.parts ?? [];
  if (choices.length > parts.length) problems.push(problem('parts', 'Das Produkt hat weniger Teile als angegeben.'));
  parts.forEach((part, index) => {
    const raw = choices[index];
    const choice = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
    const message = partProblem(part, choice);
    if (message) problems.push(problem(`parts.${index}`, message, index));
  });
  return problems;
}

export function isItemValid(product: QuantityProduct, item: ItemInput): boolean {
  return itemProblems(product, item).length === 0;
}
