/** The tools overlay's and the presentation dialog's texts; 'Präsentation konfigurieren' word for word (spec). */
export const presentationMessages = {
  tools: 'Werkzeuge',
  presentation: 'Präsentation',
  dialogTitle: 'Präsentation konfigurieren',
  pause: 'Pause in Millisekunden',
  duration: 'Dauer in Millisekunden',
  easing: 'Easing',
  swing: 'swing',
  linear: 'linear',
  play: 'Abspielen',
  running: 'Präsentation läuft – Escape oder ein Klick beendet sie.',
};
