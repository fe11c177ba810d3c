/**
 * When a product can be ordered: its category's schedule and its lead time (menu, item dialog,
 * checkout), in German.
 */
export const availabilityMessages = {
  unavailable: 'Derzeit nicht verfügbar.',
  againToday: (time: string) => `Wieder verfügbar ab ${time} Uhr.`,
  againTomorrow: (time: string) => `Wieder verfügbar morgen ab ${time} Uhr.`,
  againOn: (day: string, time: string) => `Wieder verfügbar am ${day} ab ${time} Uhr.`,
  productNow: (name: string) => `${name} ist derzeit nicht verfügbar.`,
  productAt: (name: string) => `${name} ist zum gewählten Termin nicht verfügbar.`,
  onChosenDay: (ranges: string) => `Am gewählten Tag erhältlich ${ranges}.`,
  range: (from: string, to: string) => `von ${from} bis ${to} Uhr`,
  leadTime: (name: string, duration: string) => `${name} benötigt eine Vorlaufzeit von ${duration}.`,
  leadTimeUnits: {
    minutes: ['Minute', 'Minuten'],
    hours: ['Stunde', 'Stunden'],
    days: ['Tag', 'Tagen'],
    weeks: ['Woche', 'Wochen'],
  } as Record<string, [string, string]>,
  firstSlot: (when: string) => `Frühester Termin: ${when}.`,
  noSlot: 'Derzeit ist dafür leider kein Termin verfügbar.',
} as const;
