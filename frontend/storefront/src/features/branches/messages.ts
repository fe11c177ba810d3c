/** The division page's texts (German): the branch list, its filter and pickup windows. */
export const branchesMessages = {
  listHeading: 'Unsere Filialen',
  empty: 'Derzeit sind keine Filialen verfügbar.',
  pickupToday: 'Abholung heute',
  noPickupToday: 'Heute keine Abholung',
  pickupRanges: (ranges: string) => `Abholung heute: ${ranges}`,
} as const;

export const divisionMessages = {
  searchLabel: 'Filiale suchen',
  searchPlaceholder: 'PLZ / Ort',
  tagFilter: 'Nach Tag filtern',
  resultLine: (shown: number, total: number) => `${shown} von ${total} Filialen werden angezeigt.`,
  noResults: 'Leider wurden keine Ergebnisse gefunden.',
} as const;
