/**
 * An order's delivery type, appointment, cart lines, totals and payment method as the checkout and
 * the status page write them (German).
 */
export const orderSummaryMessages = {
  deliveryTypes: { takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' },
  appointment: {
    asap: 'So schnell wie möglich',
    noChoice: 'Keine Angabe',
    today: (date: string) => `Heute, ${date}`,
    tomorrow: (date: string) => `Morgen, ${date}`,
    at: (day: string, time: string) => `${day}, ${time} Uhr`,
    choose: 'Termin wählen',
    change: 'Termin ändern',
    clear: 'So schnell wie möglich',
    calendar: 'Datum',
    time: 'Uhrzeit',
    hours: 'Stunden',
    minutes: 'Minuten',
    ranges: 'Verfügbare Zeiten:',
    range: (from: string, to: string) => `${from} - ${to} Uhr`,
    noSlots: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
    chooseDay: 'Bitte wählen Sie zuerst einen Tag.',
    closedAtTime:
      'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    requiredMessage: 'Bitte wählen Sie einen Termin aus.',
    save: 'Übernehmen',
    cancel: 'Abbrechen',
  },
  cart: {
    empty: 'Keine Produkte im Warenkorb',
    backToStore: 'Zurück zur Speisekarte',
    remove: (name: string) => `${name} entfernen`,
    removeLabel: 'Entfernen',
    edit: (name: string) => `${name} bearbeiten`,
    editLabel: 'Bearbeiten',
    removed: (name: string) => `${name} wurde aus dem Warenkorb entfernt.`,
    undo: 'Rückgängig',
    undoLabel: (name: string) => `Rückgängig: ${name} wieder hinzufügen`,
    subtotal: 'Zwischensumme',
    deliveryFee: 'Lieferkosten',
    total: 'Gesamt',
    approximate: 'ca.',
    tax: (rate: string) => `inkl. ${rate} % MwSt.`,
    minimumNotReached: (amount: string) =>
      `Sie haben den Mindestbestellwert in Höhe von ${amount} leider noch nicht erreicht.`,
  },
  payment: {
    cash: 'Barzahlung',
    'atm-card': 'Bankomatkarte',
    'hydro-ag-voucher': 'Essensgutschein',
    mollie: 'Online-Zahlung (Mollie)',
    datatrans: 'Online-Zahlung (Datatrans)',
    none: 'Für diese Filiale ist derzeit keine Zahlungsart verfügbar.',
  },
} as const;
