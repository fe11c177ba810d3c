/** Texts of the content forms (spec storefront §4 'Form submit', §8 'Content form'). */
export const formMessages = {
  submit: 'Absenden',
  required: 'Pflichtfeld',
  choose: 'Bitte wählen',
  waitTitle: 'Bitte warten',
  waitText: 'Ihre Anfrage wird verarbeitet...',
  thankYou: 'Vielen Dank für Ihre Nachricht!',
  errorTitle: 'Bitte prüfen Sie Ihre Eingaben',
  change: 'Eingaben ändern',
  retry: 'Erneut senden',
  loading: 'Formular wird geladen …',
  loadError: 'Das Formular konnte nicht geladen werden.',
  // the hidden field only bots fill in
  honeypot: 'Bitte leer lassen',
};
