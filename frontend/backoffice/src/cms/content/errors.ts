/**
 * Server errors inside a content document: the API reports 'content.body.3.columns.1.image' with the
 * message 'body.3.columns.1.image: Bitte wählen Sie ein Bild aus der Mediathek.'. These helpers take
 * the form's error tree apart and find the widget that shows each error (an error in a list of images
 * shows at the list; a wrong block type at the block).
 */
import type { ContentFieldSpec, UnionKind } from './types';
import { isObject } from './values';

export interface ContentError {
  path: string;
  message: string;
}

/** The flat list of errors below an error tree of react-hook-form (leaves are {message, type}). */
export function flattenErrors(tree: unknown, prefix = ''): ContentError[] {
  if (Array.isArray(tree)) {
    return tree.flatMap((child, index) => flattenErrors(child, prefix ? `${prefix}.${index}` : String(index)));
  }
  if (!isObject(tree)) return [];
  const own: ContentError[] =
    typeof tree.message === 'string' && tree.message ? [{ path: prefix, message: tree.message }] : [];
  const nested = Object.entries(tree)
    .filter(([key, value]) => key !== 'ref' && key !== 'type' && !(key === 'message' && typeof value === 'string'))
    .flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  return [...own, ...nested];
}

/** 'body.3.image: Bitte …' → 'Bitte …' (the widget already shows where). */
export function withoutPath(message: string): string {
  const match = /^[A-Za-z0-9_.]+: (.*)$/s.exec(message);
  return match ? match[1] : message;
}

type Unions = Record<string, UnionKind[]>;

const kindOf = (unions: Unions, union: string, value: unknown): UnionKind | undefined =>
  isObject(value) ? unions[union]?.find((kind) => kind.type === value.type) : undefined;

/**
 * The path of the widget that shows an error at `path` (relative to the document), walking the schema
 * and the value (union entries are known by their `type`).
 */
export function widgetPath(fields: readonly ContentFieldSpec[], unions: Unions, value: unknown, path: string): string {
  const parts = path ? path.split('.') : [];
  let shown: string[] = [];
  let current: readonly ContentFieldSpec[] | null = fields;
  let spec: ContentFieldSpec | null = null;
  let here: unknown = value;
  let index = 0;
  while (index < parts.length) {
    if (spec === null) {
      const name = parts[index];
      const found: ContentFieldSpec | undefined = current?.find((candidate) => candidate.name === name);
      if (!found) break;
      spec = found;
      here = isObject(here) ? here[name] : undefined;
      shown = [...shown, name];
      index += 1;
      continue;
    }
    const field: ContentFieldSpec = spec;
    if (field.type === 'collection') {
      const position = Number(parts[index]);
      if (!Number.isInteger(position)) break;
      const entry = Array.isArray(here) ? here[position] : undefined;
      shown = [...shown, parts[index]];
      index += 1;
      here = entry;
      if (field.item) {
        break; // a single value: its widget is the entry
      }
      current = field.union ? (kindOf(unions, field.union, entry)?.fields ?? null) : (field.fields ?? null);
      spec = null;
      if (current === null) break;
    } else if (field.type === 'group' || field.type === 'geolocation') {
      current = field.union ? (kindOf(unions, field.union, here)?.fields ?? null) : (field.fields ?? null);
      spec = null;
      if (current === null) break;
    } else if (field.type === 'tabs') {
      const tab = field.tabs?.find((candidate) => candidate.name === parts[index]);
      if (!tab) break;
      shown = [...shown, tab.name];
      here = isObject(here) ? here[tab.name] : undefined;
      index += 1;
      current = tab.fields;
      spec = null;
    } else {
      break; // a leaf widget (text, image, list of images ...) shows everything below it
    }
  }
  return shown.join('.');
}

/** Errors by the path of the widget that shows them (messages without their path prefix). */
export function errorsByWidget(
  fields: readonly ContentFieldSpec[],
  unions: Unions,
  value: unknown,
  errors: readonly ContentError[],
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const key = widgetPath(fields, unions, value, error.path);
    (result[key] ??= []).push(withoutPath(error.message));
  }
  return result;
}
