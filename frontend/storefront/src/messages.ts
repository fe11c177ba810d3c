/**
 * The texts of the app shell (German): loading and error states, header, footer, page titles, the
 * 404 page, the kiosk screensaver and the toolbar. Each feature keeps its own texts in its messages.ts
 * (loaded with its page), texts several features share are in lib/…Messages.ts; texts quoted in the
 * specification are copied word for word.
 */
export const messages = {
  common: {
    loading: 'Wird geladen …',
    loadError: 'Daten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    close: 'Schliessen',
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
    consentSettings: 'Datenschutzeinstellungen',
    questions: 'Noch Fragen?',
    footerNavigation: 'Fußnavigation',
  },
  toolbar: {
    label: 'Standorte',
    openCount: (count: number) =>
      count === 0 ? 'Alle Standorte geschlossen' : count === 1 ? '1 Standort geöffnet' : `${count} Standorte geöffnet`,
  },
  selfService: {
    screensaver: 'Tippen um zu bestellen',
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
