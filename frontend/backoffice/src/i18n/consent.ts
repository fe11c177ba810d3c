/** Texts of the consent settings page (backend app consent); loaded under `resources.consent` with its page (areaTexts.ts). */
export const consentMessages = {
  intro:
    'Diese Dienste zeigt der Einwilligungsdialog im Shop. Jede gespeicherte Änderung ist eine neue Version: ' +
    'Besucherinnen und Besucher werden dann erneut gefragt.',
  sections: {
    tags: 'Google Tag und Meta Pixel',
    services: 'Dienste',
    versions: 'Versionen',
    summary: 'Entscheidungen zur aktuellen Version',
  },
  fields: {
    googleTagId: 'Google-Tag-ID',
    facebookPixelId: 'Meta-Pixel-ID',
    services: 'Dienste',
    key: 'Schlüssel',
    name: 'Name',
    description: 'Beschreibung',
    intents: 'Zwecke',
    provider: 'Anbieter',
    privacyPolicy: 'Datenschutzerklärung (Adresse)',
    cookies: 'Cookies',
    localStorage: 'Local Storage',
    sessionStorage: 'Session Storage',
    entryName: 'Name',
    ttl: 'Laufzeit (Tage)',
    entryDescription: 'Zweck',
  },
  helpers: {
    googleTagId: 'Leer lassen, wenn kein Google Tag geladen werden soll (z. B. G-ABC123DEF4).',
    facebookPixelId: 'Leer lassen, wenn kein Meta Pixel geladen werden soll.',
    key: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. google-tag.',
    ttl: '0 = bis zum Schließen des Browsers. Statistik und Marketing: 90 bis 730 Tage.',
  },
  intents: {
    required: 'Notwendig',
    functional: 'Funktional',
    analytics: 'Statistik',
    marketing: 'Marketing',
  },
  versions: {
    createdAt: 'Gespeichert am',
    version: 'Version',
    createdBy: 'Von',
    services: 'Dienste',
    records: 'Entscheidungen',
    current: 'aktuell',
    empty: 'Noch keine gespeicherte Version: der Shop verwendet die Standardeinstellungen.',
  },
  summary: {
    choice: 'Entscheidung',
    intent: 'Zweck',
    count: 'Anzahl',
    share: 'Anteil',
    total: '%{smart_count} Entscheidung |||| %{smart_count} Entscheidungen',
    empty: 'Zu dieser Version wurde noch keine Entscheidung gespeichert.',
  },
  messages: {
    saved: 'Datenschutz-Einstellungen gespeichert.',
    loadFailed: 'Datenschutz-Einstellungen konnten nicht geladen werden.',
    saveFailed: 'Datenschutz-Einstellungen konnten nicht gespeichert werden.',
  },
};
