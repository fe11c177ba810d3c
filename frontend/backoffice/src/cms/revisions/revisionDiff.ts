import { BUSINESS_TIME_ZONE } from '@bestellwerk/common/time';

/**
 * What an older revision changes against the current state: the JSON of both flattened to their leaf
 * paths ('items.0.children.1.label'), one entry per path whose value differs.
 */

/** Keys that are no content: never shown as a change. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'draft', 'draftSavedAt', 'draftSavedBy']);

export interface Change {
  path: string;
  /** the value in the current state (undefined: the path does not exist there) */
  current: unknown;
  /** the value in the revision */
  revision: unknown;
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (value.length === 0 && prefix) into.set(prefix, []);
    value.forEach((child, index) => flatten(child, prefix ? `${prefix}.${index}` : String(index), into));
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into.set(prefix, {});
    for (const [key, child] of entries) {
      if (!prefix && IGNORED.has(key)) continue;
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The changed paths in document order (the current state's first, then those only the revision has). */
export function diffRevision(current: unknown, revision: unknown): Change[] {
  const now = flatten(current, '', new Map());
  const then = flatten(revision, '', new Map());
  const keys = [...now.keys(), ...[...then.keys()].filter((key) => !now.has(key))];
  // fields the revision does not know at all (added later to the form) are no change
  const known = new Set([...then.keys()].map((key) => key.split('.')[0]));
  return keys
    .filter((key) => known.has(key.split('.')[0]) && !same(now.get(key), then.get(key)))
    .map((key) => ({ path: key, current: now.get(key), revision: then.get(key) }));
}

/** A value as a person reads it: text in quotes, 'leer' for nothing, yes/no for flags. */
export function showValue(value: unknown, words: { empty: string; yes: string; no: string }): string {
  if (value === undefined || value === null || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return `„${value}“`;
  if (Array.isArray(value) && value.length === 0) return words.empty;
  if (typeof value === 'object' && Object.keys(value).length === 0) return words.empty;
  return String(value);
}

/** "25.11.2026, 18:30" in the business time zone. */
export function revisionTime(iso: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: BUSINESS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
