/**
 * A server error inside a content document in words a manager reads: the API names the place as a path
 * ('content.body.4.markers.0.lat', message 'body.4.markers.0.lat: Bitte geben Sie eine Zahl an.'); the
 * back office says 'Inhalt, Block 5 „Karte“, Markierung 1, Breitengrad: Bitte geben Sie eine Zahl an.',
 * naming each step by the schema's German labels and the block's kind, positions counted from 1.
 */
import type { ContentFieldSpec, UnionKind } from './types';
import { isObject } from './values';
import { withoutPath } from './errors';

export interface ContentSchemaPart {
  /** the fields of the document (the site's, node's or block's type) */
  fields: readonly ContentFieldSpec[];
  unions: Record<string, UnionKind[]>;
}

/** One entry of a list, by the list's German label ('Markierungen' → 'Markierung 1'). */
const SINGULAR: Record<string, string> = {
  Blöcke: 'Block',
  Links: 'Link',
  Kategorien: 'Kategorie',
  'Weitere Wörter': 'Wort',
  Spalten: 'Spalte',
  Einträge: 'Eintrag',
  Untereinträge: 'Untereintrag',
  Markierungen: 'Markierung',
  Geschichten: 'Geschichte',
  Medien: 'Medium',
  Schlagworte: 'Schlagwort',
  Optionen: 'Option',
  Angaben: 'Angabe',
  Felder: 'Feld',
  Aktionen: 'Aktion',
  Bilder: 'Bild',
  Logos: 'Logo',
  Videos: 'Video',
  Dateien: 'Datei',
};

const entryName = (label: string, position: number) =>
  SINGULAR[label] ? `${SINGULAR[label]} ${position}` : `${label}, Nr. ${position}`;

const kindOf = (unions: Record<string, UnionKind[]>, union: string, value: unknown) =>
  isObject(value) ? unions[union]?.find((kind) => kind.type === value.type) : undefined;

const withKind = (word: string, kind: UnionKind | undefined) => (kind ? `${word} „${kind.label}“` : word);

/**
 * The steps of `path` (relative to the document) in German, e.g. ['Block 5 „Karte“', 'Markierung 1',
 * 'Breitengrad']; as far as the schema and the value know them (an unknown step ends the walk).
 */
export function describeContentPath(path: string, content: unknown, schema: ContentSchemaPart): string[] {
  const parts = path ? path.split('.') : [];
  const words: string[] = [];
  let fields: readonly ContentFieldSpec[] | undefined = schema.fields;
  let here: unknown = content;
  let index = 0;
  while (fields && index < parts.length) {
    const spec: ContentFieldSpec | undefined = fields.find((candidate) => candidate.name === parts[index]);
    if (!spec) break;
    index += 1;
    here = isObject(here) ? here[spec.name] : undefined;
    fields = undefined;
    const listed = spec.type === 'collection' || spec.type === 'images' || spec.type === 'files';
    const position = Number(parts[index]);
    if (listed && index < parts.length && Number.isInteger(position) && position >= 0) {
      index += 1;
      const entry = Array.isArray(here) ? here[position] : undefined;
      here = entry;
      if (spec.type !== 'collection') {
        words.push(entryName(spec.label, position + 1));
      } else if (spec.union) {
        const kind = kindOf(schema.unions, spec.union, entry);
        words.push(withKind(entryName(spec.label, position + 1), kind));
        fields = kind?.fields;
      } else if (spec.item) {
        words.push(`${spec.item.label} ${position + 1}`);
      } else {
        words.push(entryName(spec.label, position + 1));
        fields = spec.fields;
      }
    } else if (spec.type === 'group' || spec.type === 'geolocation') {
      const kind = spec.union ? kindOf(schema.unions, spec.union, here) : undefined;
      words.push(withKind(spec.label, kind));
      fields = spec.union ? kind?.fields : spec.fields;
    } else if (spec.type === 'tabs') {
      words.push(spec.label);
      const tab = spec.tabs?.find((candidate) => candidate.name === parts[index]);
      if (tab) {
        index += 1;
        words.push(tab.label);
        here = isObject(here) ? here[tab.name] : undefined;
        fields = tab.fields;
      }
    } else {
      words.push(spec.label);
    }
  }
  return words;
}

/**
 * The text of a server error about a content document: 'Inhalt, Block 5 „Karte“, Markierung 1,
 * Breitengrad: Bitte geben Sie eine Zahl an.'; `field` is the API's ('content.body.4.markers.0.lat'),
 * `label` names the document ('Inhalt'). A place the schema does not know reads 'Inhalt: <message>',
 * never the raw path.
 */
export function describeContentError(
  error: { field?: string; message: string },
  content: unknown,
  schema: ContentSchemaPart,
  label: string,
  source = 'content',
): string {
  const field = error.field ?? '';
  const path = field === source ? '' : field.startsWith(`${source}.`) ? field.slice(source.length + 1) : '';
  const message =
    path && error.message.startsWith(`${path}: `) ? error.message.slice(path.length + 2) : withoutPath(error.message);
  const words = describeContentPath(path, content, schema);
  return words.length > 0 ? `${label}, ${words.join(', ')}: ${message}` : `${label}: ${message}`;
}
