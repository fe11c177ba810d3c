/**
 * Every text the storefront shows, in German. Components take their texts from here only;
 * texts quoted in the specification are copied word for word.
 */
import type { Weekday } from '@bestellwerk/common/rules/openingHours';

export const messages = {
  common: {
    loading: 'Wird geladen …',
    loadError: 'Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  shell: {
    skipToContent: 'Zum Inhalt springen',
  },
  header: {
    mainNavigation: 'Hauptnavigation',
    menuOpen: 'Menü',
    menuClose: 'Schliessen',
    phone: (phone: string) => `Anrufen: ${phone}`,
    themePicker: 'Farbschema',
  },
  footer: {
    legalNavigation: 'Rechtliches',
    termsAndConditions: 'AGB',
    privacyPolicy: 'Datenschutz',
    imprint: 'Impressum',
    allergens: 'Allergene',
    externalLink: '(öffnet externe Seite)',
  },
  branches: {
    listHeading: 'Unsere Filialen',
    empty: 'Derzeit sind keine Filialen verfügbar.',
    inactive: 'Derzeit nicht verfügbar',
    openUntil: (time: string) => `Geöffnet bis ${time}`,
    closed: 'Geschlossen',
    openAroundTheClock: 'Durchgehend geöffnet',
    openingHours: 'Öffnungszeiten',
    weekday: 'Wochentag',
    hours: 'Uhrzeit',
    today: 'heute',
    timeRange: (from: string, to: string) => `${from} - ${to}`,
    address: 'Adresse',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Website',
    weekdays: {
      monday: 'Montag',
      tuesday: 'Dienstag',
      wednesday: 'Mittwoch',
      thursday: 'Donnerstag',
      friday: 'Freitag',
      saturday: 'Samstag',
      sunday: 'Sonntag',
    } satisfies Record<Weekday, string>,
  },
  notFound: {
    title: '404 Not Found',
    text: 'Leider wurde die angeforderte Seite nicht gefunden.',
    homeLink: 'Zur Startseite',
  },
  titles: {
    /** '{page} - {shop title}' (spec "Page titles") */
    page: (name: string, shopTitle: string) => (shopTitle ? `${name} - ${shopTitle}` : name),
  },
} as const;
