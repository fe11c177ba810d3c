/** The cart's texts (German); loaded with the pages that show the cart. */
export const cartMessages = {
  heading: 'Warenkorb',
  empty: 'Keine Produkte im Warenkorb',
  count: (count: string) =>
    count === '1' ? '1 Produkt im Warenkorb' : `${count.replace('.', ',')} Produkte im Warenkorb`,
  edit: (name: string) => `${name} bearbeiten`,
  remove: (name: string) => `${name} entfernen`,
  editLabel: 'Bearbeiten',
  removeLabel: 'Entfernen',
  summary: 'Zusammenfassung',
  deliveryType: 'Art der Lieferung',
  choose: 'Bitte wählen',
  deliveryTypes: { takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' },
  deliveryArea: 'Liefergebiet',
  subtotal: 'Zwischensumme',
  deliveryFee: 'Lieferkosten',
  free: 'Kostenlos',
  total: 'Gesamt',
  minimumNotReached: (amount: string) =>
    `Sie haben den Mindestbestellwert in Höhe von ${amount} leider noch nicht erreicht.`,
  minimumHint: (amount: string) =>
    `Fügen Sie Waren im Wert von mindestens ${amount} hinzu oder wählen Sie eine andere Art der Lieferung.`,
  freeDeliveryFrom: (amount: string) => `Kostenlose Lieferung ab ${amount}.`,
  order: 'Jetzt bestellen',
} as const;

/** the sticky cart bar of a phone (features/cart/components/CartBar.tsx) */
export const cartBarMessages = {
  label: 'Warenkorb-Leiste',
  count: (count: string) => (count === '1' ? '1 Produkt' : `${count.replace('.', ',')} Produkte`),
} as const;
