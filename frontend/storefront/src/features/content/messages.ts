/** The content site's texts (German; the spec's quotes word for word). */
export const messages = {
  error: {
    title: '500 Internal Server Error',
    text: 'Leider ist ein interner Fehler aufgetreten.',
  },
  preview: {
    badge: 'Vorschau',
    draft: 'Entwurf',
    unpublished: 'Diese Seite ist nicht veröffentlicht, nur angemeldete Mitarbeiter sehen sie.',
    previewNote: 'So sieht die Seite mit den gespeicherten Änderungen aus.',
  },
  story: {
    services: 'Leistungen',
    client: 'Auftraggeber',
    partner: 'Partner',
    details: 'Angaben zum Projekt',
    related: 'Weitere Geschichten entdecken',
  },
  tag: {
    focus: 'Fokus:',
    titlePrefix: (name: string) => `Alles zum Thema ${name} - `,
    stories: 'Geschichten zum Thema',
    otherTags: 'Weitere Themen',
    questions: 'Noch Fragen?',
    more: (count: number) => `+ ${count} Weitere`,
    moreLabel: (count: number) => `${count} weitere Schlagworte anzeigen`,
    tagsLabel: 'Schlagworte',
  },
  blocks: {
    gallery: 'Bildergalerie',
    map: 'Standorte',
    route: 'Route planen',
    routeTarget: (title: string) => `: ${title} (öffnet externe Seite)`,
    mapNote: 'Karte der Standorte',
    externalLink: '(öffnet externe Seite)',
    download: (extension: string) => `(${extension.toUpperCase()}-Datei)`,
    video: 'Video',
    slideshow: 'Bildfolge',
    storiesTitle: 'Geschichten',
    tagsTitle: 'Themen',
    readMore: 'Weiterlesen',
  },
} as const;
