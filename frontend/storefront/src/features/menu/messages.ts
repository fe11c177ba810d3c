/** The branch menu's and the item dialog's texts (German); loaded with the branch page. */
export const menuMessages = {
  closed: 'Derzeit haben wir leider geschlossen.',
  reopensAt: (time: string) => `Derzeit haben wir leider geschlossen. Wir öffnen wieder um ${time} Uhr.`,
  reopensOn: (day: string, time: string) =>
    `Derzeit haben wir leider geschlossen. Wir öffnen wieder am ${day} um ${time} Uhr.`,
  noDeliveryUntil: (time: string) => `Derzeit ist leider keine Lieferung möglich. Wir liefern wieder ab ${time} Uhr.`,
  noDeliveryUntilDay: (day: string, time: string) =>
    `Derzeit ist leider keine Lieferung möglich. Wir liefern wieder am ${day} ab ${time} Uhr.`,
  noDelivery: 'Derzeit bieten wir leider keine Lieferung an.',
  takeawayAlternative: 'Gerne können Sie Ihre Bestellung aber selbst abholen.',
  dineInAlternative: 'Gerne können Sie aber bei uns vor Ort essen.',
  preorderLater: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
  preorder: 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  preorderWhenClosed: 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
  categories: 'Kategorien',
  allergens: (list: string) => `Allergene: ${list}`,
  perUnit: (unit: string) => `je ${unit}`,
  imageOf: (name: string, index: number, count: number) => (count > 1 ? `${name}, Bild ${index} von ${count}` : name),
  configure: (name: string) => `${name} auswählen`,
  noProducts: 'Derzeit sind keine Produkte verfügbar.',
  /** a branch that is not public and has no closedMessage of its own (the server's refusal of its orders) */
  notPublic: 'Bei dieser Filiale kann derzeit nicht bestellt werden.',
  added: 'Produkt zum Warenkorb hinzugefügt.',
} as const;

export const itemMessages = {
  amount: 'Menge',
  unit: 'Einheit',
  price: 'Preis',
  optional: '(optional)',
  step: (current: number, count: number) => `Schritt ${current} von ${count}`,
  back: 'Zurück',
  next: 'Weiter',
  add: 'Zum Warenkorb hinzufügen',
  save: 'Änderungen übernehmen',
  chooseImage: 'Bild auswählen',
  chooseImages: 'Bilder auswählen',
  chooseFile: 'Datei auswählen',
  chooseFiles: 'Dateien auswählen',
  uploading: 'Wird hochgeladen …',
  removeUpload: (filename: string) => `${filename} entfernen`,
  uploadFailed: (filename: string) =>
    `Die ausgewählte Datei "${filename}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
  /** the counter under a text part with a maximum length */
  textCount: (count: number, max: number) => `${count} von ${max} Zeichen`,
  /** shown once the text reaches the maximum (the input takes no more): the rule's own message */
  textLimit: (name: string, max: number) => `${name}: höchstens ${max} Zeichen.`,
  modifier: {
    add: (value: string) => `+ ${value}`,
    subtract: (value: string) => `− ${value}`,
    overwrite: (value: string) => value,
  },
} as const;

/** the item dialog's required marks, missing parts and clamped amounts (features/menu/itemNotes.ts) */
export const itemNotesMessages = {
  required: 'Pflichtfeld',
  missing: {
    select: (part: string) => `Bitte wählen Sie: ${part}.`,
    multiselect: (part: string) => `Bitte wählen Sie mindestens eine Option: ${part}.`,
    text: (part: string) => `Bitte füllen Sie aus: ${part}.`,
    upload: (part: string) => `Bitte laden Sie eine Datei hoch: ${part}.`,
  },
  maximum: (amount: string) => `Höchstmenge ${amount}`,
  minimum: (amount: string) => `Mindestmenge ${amount}`,
  step: (amount: string) => `Menge in Schritten von ${amount}`,
} as const;
