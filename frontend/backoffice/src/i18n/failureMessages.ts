/** German failure texts per resource and operation, taken from the message catalogue. */
import { de } from './de';

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
  const entry = (de.resources as Record<string, { messages?: Record<string, string> }>)[resource];
  return entry?.messages?.[KEY_BY_OPERATION[operation]] ?? GENERIC[operation];
}
