import polyglotI18nProvider from 'ra-i18n-polyglot';
import { de } from './de';

/** German only; missing keys render as given (server texts are passed through verbatim). */
export const i18nProvider = polyglotI18nProvider(() => de, 'de', [{ locale: 'de', name: 'Deutsch' }], {
  allowMissing: true,
});
