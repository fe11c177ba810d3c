/**
 * German failure texts per resource and operation, taken from the message catalogue (with the resource's
 * area texts: loadResourceTexts in areaTexts.ts).
 */
import { de } from './de';
import { catalogue } from './i18nProvider';

export type Operation = 'load' | 'loadOne' | 'create' | 'update' | 'delete';

const KEY_BY_OPERATION: Record<Operation, string> = {
  load: 'loadFailed',
  loadOne: 'loadOneFailed',
  create: 'createFailed',
  update: 'updateFailed',
  delete: 'deleteFailed',
};

const GENERIC: Record<Operation, string> = {
  load: de.bestellwerk.errors.load,
  loadOne: de.bestellwerk.errors.load,
  create: de.bestellwerk.errors.create,
  update: de.bestellwerk.errors.update,
  delete: de.bestellwerk.errors.delete,
};

/** e.g. failureMessage('branches', 'delete') → 'Filiale konnte nicht gelöscht werden.' */
export function failureMessage(resource: string, operation: Operation): string {
  const entry = (catalogue.resources as Record<string, { messages?: Record<string, string> }>)[resource];
  return entry?.messages?.[KEY_BY_OPERATION[operation]] ?? GENERIC[operation];
}

/**
 * The German label of a field of a resource's form ('Preis' for products' 'price'); a nested path
 * ('config.parts.0.name') is named by its own label when it has one, else by its first part's.
 */
export function fieldLabel(resource: string, field: string): string | undefined {
  const entry = (catalogue.resources as Record<string, { fields?: Record<string, string> }>)[resource];
  const fields = entry?.fields ?? {};
  return fields[field] ?? fields[field.split('.')[0]];
}
