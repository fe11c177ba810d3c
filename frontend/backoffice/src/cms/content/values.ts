/** Values of the content editor: defaults from the schema and the list operations of collections. */
import type { ContentFieldSpec, ContentValue, UnionKind } from './types';

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The value of a field nobody filled in: its schema default, else the type's empty value (as the server). */
export function emptyValue(spec: ContentFieldSpec): unknown {
  if (spec.default !== undefined) return clone(spec.default);
  switch (spec.type) {
    case 'images':
    case 'files':
    case 'collection':
    case 'multiselect':
      return [];
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'markdown':
      return '';
    case 'boolean':
      return false;
    case 'group':
    case 'geolocation':
      return spec.union ? null : emptyGroup(spec.fields ?? []);
    case 'tabs':
      return Object.fromEntries((spec.tabs ?? []).map((tab) => [tab.name, emptyGroup(tab.fields)]));
    default:
      return null;
  }
}

/** An object with every field at its empty value. */
export function emptyGroup(fields: readonly ContentFieldSpec[]): ContentValue {
  return Object.fromEntries(fields.map((spec) => [spec.name, emptyValue(spec)]));
}

/** A new typed object of a union (a block, a link, a medium ...) with the defaults of its kind. */
export function newUnionItem(kind: UnionKind): ContentValue {
  return { type: kind.type, ...emptyGroup(kind.fields) };
}

/** A document with the missing fields of the schema filled in (values kept, null too: the server fills it). */
export function withDefaults(fields: readonly ContentFieldSpec[], value: unknown): ContentValue {
  const current = isObject(value) ? value : {};
  const filled: ContentValue = { ...current };
  for (const spec of fields) {
    if (filled[spec.name] === undefined) filled[spec.name] = emptyValue(spec);
  }
  return filled;
}

export function isObject(value: unknown): value is ContentValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The list with one entry moved from `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The list with a deep copy of entry `index` right after it. */
export function duplicateItem<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return [...list.slice(0, index + 1), clone(list[index]), ...list.slice(index + 1)];
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, other) => other !== index);
}

export function insertItem<T>(list: readonly T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A short line describing an entry of a collection (shown when the entry is collapsed): its first
 * filled text (title, label, text ...), else the count of its images or entries; '' when empty.
 */
export function summaryOf(fields: readonly ContentFieldSpec[], value: unknown, max = 60): string {
  if (!isObject(value)) return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  for (const spec of fields) {
    const field = value[spec.name];
    if (['text', 'textarea', 'markdown', 'wysiwyg'].includes(spec.type) && typeof field === 'string') {
      const text = spec.type === 'wysiwyg' ? stripTags(field) : field.trim();
      if (text) return text.length > max ? `${text.slice(0, max - 1)}…` : text;
    }
  }
  for (const spec of fields) {
    const field = value[spec.name];
    if (Array.isArray(field) && field.length > 0) return `${spec.label}: ${field.length}`;
    if (spec.type === 'number' && typeof field === 'number') return `${spec.label}: ${field}`;
  }
  return '';
}
