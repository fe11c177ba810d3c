/** Texts of the AI functions (page drafts in the site editor, images in the library) and of background jobs;
 * loaded as bestellwerk.contentAi and bestellwerk.jobs with their pages (areaTexts.ts). */
export const jobMessages = {
  loadFailed: 'Der Stand der Aufgabe konnte nicht geladen werden.',
  cancelFailed: 'Die Aufgabe konnte nicht abgebrochen werden.',
  cancel: 'Abbrechen',
  progress: '%{done} von %{total} Schritten erledigt',
  waiting: 'Die Aufgabe wartet auf ihren Start …',
  canceled: 'Die Aufgabe wurde abgebrochen.',
};

export const contentAiMessages = {
  statusFailed: 'Ob die KI-Funktionen eingerichtet sind, konnte nicht geladen werden.',
  startFailed: 'Die KI-Aufgabe konnte nicht gestartet werden.',
  close: 'Schließen',
  again: 'Erneut versuchen',
  site: {
    button: 'Mit KI entwerfen',
    title: 'Seite mit KI entwerfen',
    brief: 'Auftrag',
    briefHelp: 'Beschreiben Sie in ein, zwei Sätzen, was die Seite sagen soll (höchstens 1000 Zeichen).',
    start: 'Entwurf erstellen',
    running: 'Der Entwurf wird erstellt …',
    intro:
      'Der Vorschlag ändert nichts, bis Sie ihn übernehmen. Übernommene Blöcke stehen danach im Formular; gespeichert wird wie gewohnt mit „Speichern“.',
    empty: 'Der Vorschlag enthält keine Blöcke.',
    block: 'Block %{position}: %{label}',
    newBlock: 'Neuer Block: %{label}',
    pageFields: 'Seitenangaben',
    apply: 'Übernehmen',
    discard: 'Verwerfen',
    applied: 'Übernommen',
    discarded: 'Verworfen',
    invalid: 'Dieser Vorschlag passt nicht zum Inhaltsschema und kann nicht übernommen werden:',
  },
  image: {
    button: 'Bild mit KI erzeugen',
    title: 'Bild mit KI erzeugen',
    prompt: 'Bildbeschreibung',
    promptHelp: 'Was soll das Bild zeigen? Motiv, Stimmung, Licht (höchstens 1000 Zeichen).',
    alt: 'Alternativtext',
    altHelp: 'Beschreibt das Bild für Menschen, die es nicht sehen (höchstens 255 Zeichen).',
    size: 'Größe',
    sizes: {
      '1024x1024': 'Quadratisch (1024 × 1024)',
      '1536x1024': 'Querformat (1536 × 1024)',
      '1024x1536': 'Hochformat (1024 × 1536)',
    },
    start: 'Bild erzeugen',
    running: 'Das Bild wird erzeugt …',
    done: 'Das Bild ist in der Mediathek gespeichert.',
    open: 'Bild öffnen',
  },
};

/** 'KI-Anfragen': the log of the AI provider's requests; loaded under `resources` with its pages (areaTexts.ts). */
export const aiRequestMessages = {
  'content-ai/requests': {
    forcedCaseName: 'KI-Anfrage |||| KI-Anfragen',
    empty:
      'Noch keine Anfragen an den KI-Dienst. Sie erscheinen hier, sobald jemand „Mit KI entwerfen“ oder „Bild mit KI erzeugen“ nutzt.',
    fields: {
      createdAt: 'Zeitpunkt',
      user: 'Person',
      kindLabel: 'Art',
      model: 'Modell',
      statusLabel: 'Status',
      promptTokens: 'Tokens (Anfrage + Antwort)',
      error: 'Fehler',
      prompt: 'Anfrage',
      answer: 'Antwort (gekürzt)',
    },
  },
};
