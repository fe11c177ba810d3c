/**
 * German texts of the device pages (device.html at /device/, signage.html at /signage/<identifier>): pairing, the
 * device agent and the counter tablet. Imported directly (no react-admin on these pages), not mounted in de.ts.
 */
export const devicePageMessages = {
  title: 'Gerät',
  pairing: {
    title: 'Gerät koppeln',
    code: 'Kopplungscode',
    hint: 'Geben Sie diesen Code im Backend unter Geräte → Gerät koppeln ein.',
    validUntil: 'Gültig bis %{time} Uhr. Danach erscheint ein neuer Code.',
    starting: 'Kopplungscode wird angefordert …',
    failed: 'Kopplungscode konnte nicht angefordert werden. Neuer Versuch in wenigen Sekunden.',
    offline: 'Keine Verbindung zum Server. Neuer Versuch in wenigen Sekunden.',
  },
  agent: {
    connected: 'Verbunden als %{name}',
    kindAndBranch: '%{kind} · %{branch}',
    waiting: 'Dieses Gerät wartet auf Befehle aus dem Backend.',
    offline: 'Keine Verbindung zum Server – neuer Versuch läuft.',
    unknown: 'Dieses Gerät ist nicht mehr gekoppelt. Ein neuer Kopplungscode wird angefordert.',
    unsupported: 'Dieser Befehl wird von diesem Gerät nicht unterstützt.',
    close: 'Schließen',
    notification: 'Benachrichtigung',
  },
  kinds: {
    printer: 'Drucker',
    tablet: 'Tablet (Theke)',
    terminal: 'Zeiterfassungsterminal',
    screen: 'Bildschirm',
  } as Record<string, string>,
  /** Lines of the device's own log (sent with a 'logs' command). */
  log: {
    paired: 'Gekoppelt als %{name} (%{kind})',
    started: 'Seite gestartet: %{path}',
    command: 'Befehl %{kind} #%{id} erhalten',
    done: 'Befehl %{kind} #%{id} ausgeführt',
    failed: 'Befehl %{kind} #%{id} fehlgeschlagen: %{error}',
    offline: 'Keine Verbindung zum Server (%{call})',
    online: 'Verbindung zum Server wieder da',
    sound: 'Ton: %{state}',
  },
  tablet: {
    soundOff: 'Der Ton ist aus',
    soundOffHint:
      'Browser spielen Töne erst nach einer Berührung ab. Tippen Sie einmal, damit neue Bestellungen zu hören sind.',
    soundOn: 'Ton einschalten',
    soundActive: 'Ton ist eingeschaltet',
    confirmMinutes: '+%{minutes} Min.',
    confirmMinutesLabel: 'Bestätigen, fertig in %{minutes} Minuten',
    ready: 'Abholbereit',
    inDelivery: 'In Zustellung',
    done: 'Abgeschlossen',
    reject: 'Ablehnen',
    rejectTitle: 'Bestellung ablehnen',
    rejectMessage: 'Nachricht an den Kunden (optional)',
    rejectSend: 'Ablehnen',
    abort: 'Abbrechen',
    actionFailed: 'Bestellstatus konnte nicht geändert werden.',
  },
} as const;

/** '%{name}' placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
