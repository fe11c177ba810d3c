import type { I18nProvider, TranslationMessages } from 'react-admin';
import { de } from './de';

type Catalogue = { [key: string]: string | Catalogue };
type Options = Record<string, unknown>;

/**
 * The catalogue so far: the frame's and the menu's texts (de.ts) from the start, each area's texts added when
 * its pages load (areaTexts.ts).
 */
export const catalogue = structuredClone(de) as TranslationMessages;

/** Every text under its dotted key ('resources.orders.name'), built again whenever texts are added. */
let phrases = new Map<string, unknown>();

function flatten(texts: Catalogue | null, prefix: string, into: Map<string, unknown>) {
  for (const [key, value] of Object.entries(texts ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

function readCatalogue() {
  phrases = flatten(catalogue as unknown as Catalogue, '', new Map([['', '']]));
}
readCatalogue();

/**
 * A text with its values: 'Produkt |||| Produkte' picks the German plural form by `smart_count` (one form for 1,
 * the other for every other number), then each `%{name}` takes the value of `name`; a placeholder without a value
 * stays as written. The rules and syntax of Polyglot, which react-admin's texts are written for.
 */
function fill(phrase: string, options: Options) {
  let text = phrase;
  if (options.smart_count != null && text) {
    const forms = text.split('||||');
    text = (forms[options.smart_count !== 1 ? 1 : 0] || forms[0]).trim();
  }
  return text.replace(/%\{(.*?)\}/g, (placeholder, name: string) =>
    Object.hasOwn(options, name) && options[name] != null ? String(options[name]) : placeholder,
  );
}

/**
 * German only. A key not in the catalogue shows its `_` text, else itself (server texts are passed through verbatim),
 * both filled with the values like a catalogue text.
 */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options: Options = {}) => {
    const phrase = phrases.get(key);
    if (typeof phrase === 'string') return fill(phrase, options);
    return fill(typeof options._ === 'string' ? options._ : key, options);
  },
  changeLocale: () => Promise.resolve(readCatalogue()),
  getLocale: () => 'de',
  getLocales: () => [{ locale: 'de', name: 'Deutsch' }],
};

function merge(into: Catalogue, texts: Catalogue) {
  for (const [key, value] of Object.entries(texts)) {
    const present = into[key];
    if (typeof value === 'object' && typeof present === 'object') merge(present, value);
    else into[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/** Adds texts (nested like de.ts: `{ resources: { orders: {...} } }`) and translates with them from now on. */
export function addMessages(texts: object): Promise<void> {
  merge(catalogue as unknown as Catalogue, texts as Catalogue);
  return i18nProvider.changeLocale('de');
}
