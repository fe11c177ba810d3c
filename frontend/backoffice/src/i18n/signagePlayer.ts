/** German texts of the digital signage player (signage.html at /signage/<identifier>, no react-admin). */
export const signagePlayerMessages = {
  title: 'Digital Signage',
  nothingPlanned: 'Derzeit ist für diesen Bildschirm nichts geplant.',
  notSetUp: 'Dieser Bildschirm ist gekoppelt, im Backend aber noch keinem TV zugeordnet.',
  loading: 'Wird geladen …',
  unavailable: 'Derzeit nicht erhältlich',
  approximate: 'ca. %{price}',
  minimum: 'ab %{price}',
  sceneMissing: 'Die Szene kann auf diesem Bildschirm nicht gezeigt werden.',
  screenshotFailed: 'Das Bildschirmfoto konnte nicht aufgenommen werden.',
  notPng: 'Es entstand kein PNG.',
  log: {
    answer: 'Neues Programm: %{segment} (%{count} Szenen)',
    showing: 'Zeigt Szene %{name} (#%{id})',
    offline: 'Programm nicht erreichbar, es läuft das zuletzt geladene weiter',
    reload: 'Neu laden auf Befehl',
    screenshot: 'Bildschirmfoto aufgenommen (%{kilobytes} KB)',
    screenshotFailed: 'Bildschirmfoto fehlgeschlagen: %{error}',
    worker: 'Offline-Speicher der Seite nicht verfügbar: %{error}',
  },
} as const;
