/** The consent dialog's texts (German); loaded with the dialog, not with the first page. */
export const consentMessages = {
  title: 'Datenschutzeinstellungen',
  /** the visible heading: a soft hyphen breaks it as 'Datenschutz-einstellungen' on narrow phones */
  heading: 'Datenschutz\u00ADeinstellungen',
  intro:
    'Wir verwenden Cookies und ähnliche Techniken. Notwendige Dienste brauchen wir, damit Bestellungen funktionieren. ' +
    'Mit Ihrer Einwilligung nutzen wir außerdem Dienste für Statistik und Marketing, um den Shop zu verbessern und ' +
    'unsere Werbung zu messen. Ihre Auswahl können Sie jederzeit unter „Datenschutzeinstellungen“ am Seitenende ändern.',
  detailIntro: 'Wählen Sie, welche Dienste wir verwenden dürfen. Notwendige Dienste sind immer aktiv.',
  acceptAll: 'Alle akzeptieren',
  requiredOnly: 'Nur notwendige',
  changeSettings: 'Einstellungen ändern',
  saveSelection: 'Auswahl speichern',
  back: 'Zurück',
  minimize: 'Minimieren',
  maximize: 'Maximieren',
  minimizedText: 'Bitte treffen Sie noch Ihre Auswahl zum Datenschutz.',
  close: 'Schliessen',
  saving: 'Wird gespeichert …',
  servicesHeading: 'Dienste',
  alwaysActive: 'immer aktiv',
  intents: 'Zwecke',
  provider: 'Anbieter',
  privacyPolicy: 'Datenschutzerklärung',
  privacyPolicyOf: (name: string) => `Datenschutzerklärung: ${name}`,
  externalLink: '(öffnet externe Seite)',
  storage: (count: number) => (count === 1 ? '1 Cookie oder Speichereintrag' : `${count} Cookies und Speichereinträge`),
  noStorage: 'Speichert keine Cookies und nichts im Browser.',
  storageKinds: { cookies: 'Cookie', localStorage: 'Local Storage', sessionStorage: 'Session Storage' },
  lifetime: 'Laufzeit',
  intentLabels: {
    required: 'Notwendig',
    functional: 'Funktional',
    analytics: 'Statistik',
    marketing: 'Marketing',
  },
} as const;
