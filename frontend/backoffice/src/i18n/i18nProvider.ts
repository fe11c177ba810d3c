import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { de } from './de';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * The catalogue so far: the frame's and the menu's texts (de.ts) from the start, each area's texts added when
 * its pages load (areaTexts.ts).
 */
export const catalogue = structuredClone(de) as TranslationMessages;

/** German only; missing keys render as given (server texts are passed through verbatim). */
export const i18nProvider = polyglotI18nProvider(() => catalogue, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});

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
  // the provider reads the catalogue again when the locale is set
  return i18nProvider.changeLocale('de');
}
