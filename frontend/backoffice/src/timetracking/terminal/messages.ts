/** German texts of the clock-in terminal (spec backoffice §8 for the refusals). */
export const terminalMessages = {
  title: 'Zeiterfassung',
  invalidLink: 'Ungültiger Link',
  invalidLinkHint: 'Dieses Terminal ist unbekannt oder deaktiviert. Bitte wenden Sie sich an die Verwaltung.',
  username: 'Benutzername',
  pin: 'PIN',
  pinPad: 'Ziffernblock',
  delete: 'Löschen',
  logIn: 'Anmelden',
  logOut: 'Fertig',
  greeting: 'Hallo %{name}',
  state: {
    out: 'Nicht eingestempelt',
    in: 'Eingestempelt seit %{time}',
    paused: 'In Pause seit %{time}',
  },
  steps: { start: 'Kommen', pause: 'Pause', resume: 'Weiter', end: 'Gehen' },
  done: {
    start: 'Kommen um %{time} erfasst.',
    pause: 'Pause um %{time} erfasst.',
    resume: 'Weiter um %{time} erfasst.',
    end: 'Gehen um %{time} erfasst.',
  },
  failed: {
    start: 'Aktivität konnte nicht gestartet werden.',
    pause: 'Aktivität konnte nicht pausiert werden.',
    resume: 'Aktivität konnte nicht fortgesetzt werden.',
    end: 'Aktivität konnte nicht beendet werden.',
  },
  meFailed: 'Anmeldung nicht möglich. Bitte versuchen Sie es erneut.',
  balanceFailed: 'Zeitsalden konnten nicht geladen werden.',
  balance: 'Saldo %{month}',
  worked: 'Gearbeitet bis heute',
  planned: 'Geplant bis heute',
  carried: 'Übertrag aus den Vormonaten',
  closing: 'Zeitsaldo bis heute',
  workedToday: 'Heute gearbeitet: %{time}',
  presence: 'Wer ist da',
  presenceChoose: 'Tippen Sie auf Ihren Namen, um sich anzumelden.',
  presenceState: {
    in: 'Eingestempelt seit %{time}',
    paused: 'In Pause seit %{time}',
    out: 'Nicht da',
  },
  presenceEmpty: 'Für diese Filiale ist niemand eingetragen.',
  presenceFailed: 'Anwesenheit konnte nicht geladen werden.',
  warnings: 'Hinweise (Arbeitszeitgesetz)',
  offline: 'Keine Verbindung. %{step} um %{time} gespeichert; wird gesendet, sobald das Netz zurück ist.',
  queued: 'Gespeicherte Buchungen warten auf das Netz: %{count}',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
