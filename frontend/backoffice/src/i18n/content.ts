/** Texts of the content site's resources (backend app content); loaded under `resources` with its pages (areaTexts.ts). */
export const contentMessages = {
  'form-submissions': {
    forcedCaseName: 'Anfrage |||| Anfragen',
    fields: {
      id: 'Nr.',
      createdAt: 'Eingegangen',
      form: 'Formular',
      formName: 'Formular',
      values: 'Eingaben',
      actions: 'Aktionen',
      summary: 'Eingaben',
      nextAttemptAt: 'Nächster Versuch',
      q: 'Suche',
      from: 'Von',
      to: 'Bis',
    },
    actions: {
      export: 'CSV exportieren',
    },
    actionTypes: {
      sendMail: 'E-Mail',
      sendSms: 'SMS',
      newsletter: 'Newsletter',
      trackGoogleTagConversion: 'Google-Tag-Conversion',
    },
    states: {
      pending: 'Ausstehend',
      done: 'Erledigt',
      failed: 'Fehlgeschlagen',
      skipped: 'Übersprungen',
      waiting_for_consent: 'Ohne Einwilligung nicht gesendet',
    },
    attempts: '%{smart_count} Versuch |||| %{smart_count} Versuche',
    yes: 'Ja',
    no: 'Nein',
    empty:
      'Es sind noch keine Anfragen eingegangen. Was Besucherinnen und Besucher über die Formulare der Website senden, erscheint hier.',
    messages: {
      loadFailed: 'Anfragen konnten nicht geladen werden.',
      loadOneFailed: 'Anfrage konnte nicht geladen werden.',
      deleteFailed: 'Anfrage konnte nicht gelöscht werden.',
    },
  },
};
