/** The branch home page's texts (German): teasers, contact and hours. */
export const homePageMessages = {
  teasers: 'Schnellzugriff',
  orderOnline: 'Online Bestellen',
  tableReservation: 'Tischreservierung',
  directions: 'Anfahrt',
  newTab: '(öffnet in neuem Tab)',
  hoursChoice: 'Zeiten anzeigen',
  address: 'Adresse',
  contact: 'Kontakt',
  phone: 'Telefon',
  email: 'E-Mail',
  website: 'Website',
  deliveryHours: 'Lieferzeiten',
} as const;
