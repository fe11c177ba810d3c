/**
 * What the item dialog tells a customer in place of its save button, which appears only once the item
 * is valid: which required parts are still missing (named), and why a typed amount was changed ('Höchstmenge 60 Stück'), read from the
 * product's real limits in its unit through the shared quantity and unit rules.
 */
import type { Dec } from '@bestellwerk/common/rules/decimals';
import {
  germanNumber,
  limits,
  normalizeAmount,
  parseAmount,
  type PartRule,
  type Problem,
  type QuantityProduct,
} from '@bestellwerk/common/rules/quantity';
import { getUnit } from '@bestellwerk/common/rules/units';

import { itemNotesMessages } from './messages';

const text = itemNotesMessages;

/** Plurals of the count units whose name changes ('Stück', 'Paar' and measures stay as they are). */
const PLURALS: Record<string, string> = { Person: 'Personen', Portion: 'Portionen', Packung: 'Packungen' };

/** '60 Stück', '200 Personen', '1 Person', '0,5 Kilogramm'. */
export function quantityWithUnit(amount: Dec, unitId: string): string {
  const name = getUnit(unitId).name;
  const shown = germanNumber(amount);
  return `${shown} ${shown === '1' ? name : (PLURALS[name] ?? name)}`;
}

/** The message that names a required part left empty: 'Bitte wählen Sie: Größe.' */
export function missingPartMessage(part: PartRule): string {
  if (part.type === 'select') return text.missing.select(part.name);
  if (part.type === 'multiselect') return text.missing.multiselect(part.name);
  if (part.type === 'text' || part.type === 'textarea') return text.missing.text(part.name);
  return text.missing.upload(part.name);
}

/**
 * Everything that keeps the item from the cart, as the dialog lists it in place of its save button: the
 * amount's problem as the rules word it, then each failing part by name, in the product's order.
 */
export function missingMessages(parts: readonly PartRule[], problems: readonly Problem[]): string[] {
  return problems.flatMap((problem) => {
    if (problem.part === null) return [problem.message];
    const part = parts[problem.part];
    return part ? [missingPartMessage(part)] : [problem.message];
  });
}

/**
 * Why the amount field changed the typed amount on leaving it, or null when it kept it: above the
 * maximum 'Höchstmenge 60 Stück', below the minimum 'Mindestmenge 10 Personen', off the step
 * 'Menge in Schritten von 0,5 Kilogramm'. Nothing typed (or 0) is no note: the field's problem says it.
 */
export function clampNote(product: QuantityProduct, unitId: string, typed: string): string | null {
  const wanted = parseAmount(typed);
  if (wanted.lte(0)) return null;
  const result = normalizeAmount(product, unitId, typed);
  if (result.eq(wanted)) return null;
  const limit = limits(product, unitId);
  if (limit.maximum !== null && wanted.gt(limit.maximum)) return text.maximum(quantityWithUnit(limit.maximum, unitId));
  if (limit.minimum !== null && wanted.lt(limit.minimum)) return text.minimum(quantityWithUnit(limit.minimum, unitId));
  return limit.step !== null ? text.step(quantityWithUnit(limit.step, unitId)) : null;
}
