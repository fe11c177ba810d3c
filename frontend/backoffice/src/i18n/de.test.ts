import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { de } from './de';
import { i18nProvider } from './i18nProvider';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('German catalogue', () => {
  it('translates every ra.* key of react-admin 5', () => {
    const german = new Set(keys(de.ra, 'ra'));
    const missing = keys(englishMessages.ra, 'ra').filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of the English texts', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const english = keys(englishMessages.ra, 'ra');
    const lookup = (root: unknown, path: string) =>
      path
        .split('.')
        .slice(1)
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
    for (const key of english) {
      const en = lookup(englishMessages.ra, key) as string;
      const german = lookup(de.ra, key) as string;
      expect([key, placeholders(german)]).toEqual([key, placeholders(en)]);
    }
  });

  it.each([
    ['resources.users.fields.isActive', {}, 'Aktiv'],
    ['resources.users.fields.isLocked', {}, 'Gesperrt'],
    ['resources.users.fields.expiresAt', {}, 'Läuft ab am'],
    ['resources.users.roles.ROLE_ADMIN', {}, 'Administrator'],
    ['resources.users.roles.ROLE_EMPLOYEE', {}, 'Mitarbeiter'],
    ['resources.branches.fields.openingHours.isClosed', {}, 'Geschlossen'],
    ['resources.branches.fields.openingHours.from', {}, 'Von'],
    ['resources.branches.fields.openingHours.to', {}, 'Bis'],
    ['resources.branches.ruleTypes.once', {}, 'Einmalig'],
    ['resources.branches.ruleTypes.daily', {}, 'Täglich'],
    ['resources.branches.ruleTypes.sunday', {}, 'Sonntag'],
    ['resources.branches.fields.deliveryAreas.area', {}, 'Liefergebiet'],
    ['resources.branches.fields.deliveryAreas.price', {}, 'Lieferkosten'],
    ['resources.branches.fields.deliveryAreas.tax', {}, 'Steuersatz (%)'],
    ['resources.branches.fields.deliveryAreas.free', {}, 'Kostenlos'],
    ['resources.branches.fields.deliveryAreas.freeFromOrderValue', {}, 'Kostenlos ab'],
    ['resources.branches.fields.deliveryAreas.minimumOrderValue', {}, 'Mindestbestellwert'],
    ['resources.branches.tabs.contact', {}, 'Adresse & Kontakt'],
    ['resources.config.tabs.seo', {}, 'SEO & Social'],
    ['resources.config.messages.loadFailed', {}, 'Konfiguration konnte nicht geladen werden.'],
    ['resources.config.messages.saveFailed', {}, 'Konfiguration konnte nicht gespeichert werden.'],
    ['resources.logs.messages.loadFailed', {}, 'Logs konnten nicht geladen werden.'],
    ['bestellwerk.errors.init', {}, 'Daten konnten nicht geladen werden.'],
    ['bestellwerk.errors.currentUser', {}, 'Aktiver Benutzer konnte nicht geladen werden.'],
    ['bestellwerk.dashboard.welcome', { name: 'Anna Admin' }, 'Willkommen, Anna Admin'],
    ['resources.branches.name', { smart_count: 2 }, 'Filialen'],
    ['ra.auth.logout', {}, 'Abmelden'],
    ['resources.customers.name', { smart_count: 2 }, 'Kunden'],
    ['resources.customers.actions.eraseTitle', {}, 'Kundendaten endgültig anonymisieren?'],
    ['resources.customers.actions.erased', { smart_count: 3 }, '3 Bestellungen wurden anonymisiert.'],
    ['resources.customers.messages.updateFailed', {}, 'Kunde konnte nicht gespeichert werden.'],
    ['resources.external-users.name', { smart_count: 2 }, 'Externe Benutzer'],
    ['resources.analytics-leads.messages.createFailed', {}, 'Lead konnte nicht erstellt werden.'],
    ['resources.redirects.messages.updateFailed', {}, 'Weiterleitung konnte nicht gespeichert werden.'],
    ['resources.navigations.messages.deleteFailed', {}, 'Navigation konnte nicht gelöscht werden.'],
    ['resources.navigations.name', { smart_count: 2 }, 'Navigationen'],
  ])('%s is "%s"', (key, options, expected) => {
    expect(i18nProvider.translate(key, options)).toBe(expected);
  });

  it('passes server texts through unchanged', () => {
    expect(i18nProvider.translate('Die Filiale wird noch verwendet.')).toBe('Die Filiale wird noch verwendet.');
  });
});
