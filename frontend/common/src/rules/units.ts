/**
 * The unit catalogue and conversions between units (mirror of backend/rules/units.py).
 *
 * Units of one type convert through their factors (1 kg = 1000 g). Units of different types (piece and
 * package, kilogram and piece) convert only through a product's alternative-unit ratio: the number of
 * the product's base units that one alternative unit holds. Vectors: contracts/units.json.
 */
import { type Dec, Decimal, type DecimalInput, ONE, roundHalfUp, toDecimal } from './decimals';

export const COUNT_TYPES = ['amount', 'serving', 'pair', 'person', 'package'] as const;
export type UnitType = (typeof COUNT_TYPES)[number] | 'weight' | 'volume' | 'length' | 'square' | 'cubic';
export type CalculationModel = 'fixed' | 'approximate' | 'minimum';

/** An unknown unit, or a conversion the product does not define. */
export class UnitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnitError';
  }
}

export interface Unit {
  id: string;
  name: string;
  shortName: string;
  type: UnitType;
  factor: string;
}

export interface AlternativeUnitRule {
  unit: string;
  ratio?: DecimalInput;
  calculationModel?: CalculationModel | null | '';
  minimumQuantity?: DecimalInput;
  maximumQuantity?: DecimalInput;
  quantityStepSize?: DecimalInput;
}

/** The parts of a product the unit rules read. */
export interface UnitProduct {
  id?: number;
  unit: string;
  alternativeUnits?: AlternativeUnitRule[] | null;
}

function unit(id: string, name: string, shortName: string, type: UnitType, factor: string): Unit {
  return { id, name, shortName, type, factor };
}

export const UNITS: readonly Unit[] = [
  unit('piece', 'Stück', 'Stk.', 'amount', '1'),
  unit('serving', 'Portion', 'Port.', 'serving', '1'),
  unit('pair', 'Paar', 'Paar', 'pair', '1'),
  unit('person', 'Person', 'Pers.', 'person', '1'),
  unit('package', 'Packung', 'Pkg.', 'package', '1'),
  unit('gram', 'Gramm', 'g', 'weight', '1'),
  unit('decagram', 'Dekagramm', 'dag', 'weight', '10'),
  unit('kilogram', 'Kilogramm', 'kg', 'weight', '1000'),
  unit('milliliter', 'Milliliter', 'ml', 'volume', '1'),
  unit('centiliter', 'Zentiliter', 'cl', 'volume', '10'),
  unit('deciliter', 'Deziliter', 'dl', 'volume', '100'),
  unit('liter', 'Liter', 'l', 'volume', '1000'),
  unit('millimeter', 'Millimeter', 'mm', 'length', '1'),
  unit('centimeter', 'Zentimeter', 'cm', 'length', '10'),
  unit('decimeter', 'Dezimeter', 'dm', 'length', '100'),
  unit('meter', 'Meter', 'm', 'length', '1000'),
  unit('kilometer', 'Kilometer', 'km', 'length', '1000000'),
  unit('square-millimeter', 'Quadratmillimeter', 'mm²', 'square', '1'),
  unit('square-centimeter', 'Quadratzentimeter', 'cm²', 'square', '100'),
  unit('square-decimeter', 'Quadratdezimeter', 'dm²', 'square', '10000'),
  unit('square-meter', 'Quadratmeter', 'm²', 'square', '1000000'),
  unit('cubic-millimeter', 'Kubikmillimeter', 'mm³', 'cubic', '1'),
  unit('cubic-centimeter', 'Kubikzentimeter', 'cm³', 'cubic', '1000'),
  unit('cubic-decimeter', 'Kubikdezimeter', 'dm³', 'cubic', '1000000'),
  unit('cubic-meter', 'Kubikmeter', 'm³', 'cubic', '1000000000'),
];

const BY_ID = new Map(UNITS.map((entry) => [entry.id, entry]));

export function getUnit(unitId: string | null | undefined): Unit {
  const found = typeof unitId === 'string' ? BY_ID.get(unitId) : undefined;
  if (!found) throw new UnitError(`unknown unit ${String(unitId)}`);
  return found;
}

export function convertible(fromId: string, toId: string): boolean {
  return getUnit(fromId).type === getUnit(toId).type;
}

/** `amount` in `fromId` expressed in `toId`; both of one type. Exact (factors are powers of ten). */
export function convert(amount: Dec, fromId: string, toId: string): Dec {
  const source = getUnit(fromId);
  const target = getUnit(toId);
  if (source.type !== target.type) throw new UnitError(`${fromId} and ${toId} are of different types`);
  return new Decimal(amount).times(source.factor).div(target.factor);
}

/** The product's base unit followed by its alternative units, in their order. */
export function offeredUnits(product: UnitProduct): string[] {
  return [product.unit, ...(product.alternativeUnits ?? []).map((alt) => alt.unit)];
}

export function alternative(product: UnitProduct, unitId: string): AlternativeUnitRule | null {
  if (unitId === product.unit) return null;
  const found = (product.alternativeUnits ?? []).find((alt) => alt.unit === unitId);
  if (!found) throw new UnitError(`unit ${unitId} is not offered for product ${String(product.id)}`);
  return found;
}

/**
 * How many of the product's base units one `unitId` holds.
 *
 * The base unit holds 1; an alternative unit its `ratio`, or when that is null and both units have
 * one type, the factor quotient (kilogram product, decagram alternative: 0.01).
 */
export function ratio(product: UnitProduct, unitId: string): Dec {
  const alt = alternative(product, unitId);
  if (alt === null) return ONE;
  const given = toDecimal(alt.ratio);
  if (given !== null && given.gt(0)) return given;
  if (convertible(unitId, product.unit)) return convert(ONE, unitId, product.unit);
  throw new UnitError(`unit ${unitId} has no ratio to ${product.unit}`);
}

/** `amount` of `fromId` in `toId` through the product's ratios, rounded to 6 decimals half up. */
export function convertForProduct(product: UnitProduct, amount: Dec, fromId: string, toId: string): Dec {
  const baseAmount = new Decimal(amount).times(ratio(product, fromId));
  return roundHalfUp(baseAmount.div(ratio(product, toId)), 6);
}
