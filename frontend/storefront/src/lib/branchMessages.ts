/**
 * A branch's state and opening hours as the division page, the branch page, the toolbar and the
 * availability notes write them (German, word for word from the specification where quoted).
 */
import type { Weekday } from '@bestellwerk/common/rules/openingHours';

export const branchMessages = {
  inactive: 'Derzeit nicht verfügbar',
  openUntil: (time: string) => `Geöffnet bis ${time}`,
  closed: 'Geschlossen',
  openAroundTheClock: 'Durchgehend geöffnet',
  openingHours: 'Öffnungszeiten',
  weekday: 'Wochentag',
  hours: 'Uhrzeit',
  today: 'heute',
  timeRange: (from: string, to: string) => `${from} - ${to}`,
  weekdays: {
    monday: 'Montag',
    tuesday: 'Dienstag',
    wednesday: 'Mittwoch',
    thursday: 'Donnerstag',
    friday: 'Freitag',
    saturday: 'Samstag',
    sunday: 'Sonntag',
  } satisfies Record<Weekday, string>,
} as const;
