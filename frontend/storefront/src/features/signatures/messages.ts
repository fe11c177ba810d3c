/** Texts of the signatures page (spec storefront §2 'Content site screens', §8 'Signature copy'). */
export const signatureMessages = {
  title: 'E-Mail-Signaturen',
  intro: 'Kopieren Sie Ihre Signatur in Ihr E-Mail-Programm oder lassen Sie sie sich an Ihre Adresse senden.',
  empty: 'Es gibt noch keine Signaturen.',
  copy: 'Signatur kopieren',
  send: 'Signatur versenden',
  rendering: 'Rendern...',
  copying: 'Kopieren...',
  copied: 'Kopiert!',
  failed: 'Fehler!',
  sending: 'Versenden...',
  sent: 'Versendet!',
  preview: (name: string) => `Vorschau der Signatur von ${name}`,
};
