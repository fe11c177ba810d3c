/** Prices and item texts the menu, the cart, the checkout and the status page share (German). */
export const orderMessages = {
  /** a hidden or not yet final price (spec §9), wherever a total shows: cart, checkout, status page */
  price: {
    hidden: 'Preis auf Anfrage',
    approximateNote: 'Der endgültige Preis wird beim Abschluss der Bestellung ermittelt.',
    quotationNote: 'Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail.',
  },
  approximatePrefix: 'ca.',
  minimumPrefix: 'ab',
  /** a text the customer typed, as a cart line quotes it */
  quoted: (text: string) => `„${text}“`,
} as const;
