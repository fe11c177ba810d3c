/**
 * The checkout's texts (German, word for word from the specification where quoted); loaded with
 * the checkout page. Texts it shares with the status page are in lib/orderSummaryMessages.ts.
 */
export const checkoutMessages = {
  title: 'Bestellvorgang',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  // no wording in the specification: the customer cancelled on the payment page, nothing failed
  paymentCanceled:
    'Sie haben die Zahlung abgebrochen. Sie können Ihre Bestellung erneut abschicken oder eine andere Zahlungsart wählen.',
  errorListHeading: 'Bitte prüfen Sie Ihre Eingaben',
  required: (label: string) => `${label} *`,
  sections: {
    order: 'Bestellung',
    contact: 'Kontaktdetails',
    address: 'Adresse',
    appointment: 'Gewünschter Termin',
    comment: 'Kommentar hinzufügen',
    cart: 'Warenkorb',
    donatee: 'Spendenempfänger',
    payment: 'Zahlungsart',
  },
  deliveryType: 'Art der Lieferung',
  table: 'Tischnummer *',
  tableChoose: 'Bitte wählen',
  tableHint: 'Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.',
  closedDelivery: 'Derzeit bieten wir leider keine Lieferung an.',
  closed: 'Derzeit haben wir leider geschlossen.',
  preorderPossible: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  fields: {
    isCompany: 'Firma',
    companyName: 'Firmenname',
    vatNumber: 'UID-Nummer',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    deliveryArea: 'Liefergebiet',
    street: 'Straße',
    floor: 'Stock',
    stairway: 'Treppe',
    door: 'Tür',
    zipCode: 'PLZ',
    city: 'Ort',
    country: 'Land',
    isDeliveryAddressDifferent: 'Abweichende Lieferadresse',
    isDeliveryCompany: 'Lieferung an Firma',
    comment: 'Kommentar',
  },
  deliveryAddress: 'Lieferadresse',
  deliveryArea: {
    fromPostcode: 'Liefergebiet und Lieferkosten ergeben sich aus Ihrer PLZ.',
    found: (area: string, fee: string, minimum: string | null) =>
      `Liefergebiet: ${area}, Lieferkosten ${fee}${minimum ? `, Mindestbestellwert ${minimum}` : ''}`,
    option: (area: string, fee: string, minimum: string | null) =>
      `${area} – Lieferkosten ${fee}${minimum ? `, Mindestbestellwert ${minimum}` : ''}`,
    free: 'kostenlos',
    /** the server's texts (ordering.services.creation NOT_DELIVERED, AREA_OF_POSTCODE) */
    notServed: (postcode: string) => `Wir liefern leider nicht an die PLZ ${postcode}.`,
    otherArea: (postcode: string, area: string) => `Die PLZ ${postcode} gehört zum Liefergebiet „${area}“.`,
  },
  /** a field of the delivery address in the error list: 'Vorname (Lieferadresse)' */
  deliveryFieldLabel: (label: string) => `${label} (Lieferadresse)`,
  keyReused:
    'Eine Bestellung mit Ihren vorherigen Angaben ist bereits bei uns eingegangen. Möchten Sie die geänderte Bestellung zusätzlich aufgeben, senden Sie sie bitte erneut ab.',
  phoneExample: '+43 1 2345678',
  countries: { DE: 'Deutschland', LI: 'Liechtenstein', AT: 'Österreich', CH: 'Schweiz' },
  donatee: {
    choose: 'Organisation wählen',
    change: 'Ändern',
    none: 'Keine Spende',
    search: 'Organisation suchen',
    noneFound: 'Keine passende Organisation gefunden.',
    amount: (amount: string) => `Wir spenden ${amount} für Ihre Bestellung an die gewählte Organisation.`,
  },
  legal: {
    termsBefore: 'Ich akzeptiere die ',
    terms: 'Allgemeinen Geschäftsbedingungen',
    termsTitle: 'Allgemeine Geschäftsbedingungen',
    privacyBefore: 'Ich habe die ',
    privacy: 'Datenschutzerklärung',
    privacyAfter: ' gelesen.',
    privacyTitle: 'Datenschutz',
    after: '.',
  },
  submit: {
    quotation: 'Angebotsanfrage abschicken',
    order: 'Bestellung abschicken',
    preorder: 'Vorbestellung abschicken',
    processing: 'Verarbeiten...',
  },
  back: 'Zurück',
} as const;
