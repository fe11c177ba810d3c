/**
 * The back office's German texts from the start: `ra.*` (raMessages), app-wide texts under `bestellwerk.*`,
 * every resource's name (names.ts, for the menu, titles and references) and the texts of the shared
 * components (components/). Each area keeps the rest of its texts in its own file (orders.ts, catalogue.ts, …),
 * which joins the catalogue with the area's pages (areaTexts.ts); keys stay `resources.<name>.…` (react-admin's
 * convention for names and field labels).
 */
import { raMessages } from './raMessages';
import { resourceNames } from './names';
import { weekdayRuleTypes } from './ruleTexts';
import { userProfileMessages } from './userProfile';

export const de = {
  ...raMessages,
  bestellwerk: {
    appTitle: 'Bestellwerk Backend',
    version: 'Version %{version}',
    errors: {
      init: 'Daten konnten nicht geladen werden.',
      currentUser: 'Aktiver Benutzer konnte nicht geladen werden.',
      load: 'Daten konnten nicht geladen werden.',
      create: 'Eintrag konnte nicht erstellt werden.',
      update: 'Eintrag konnte nicht gespeichert werden.',
      delete: 'Eintrag konnte nicht gelöscht werden.',
      retry: 'Erneut versuchen',
    },
    theme: {
      label: 'Farbschema',
      select: 'Farbschema wählen',
    },
    otherBranches: 'Andere Filiale |||| %{smart_count} andere Filialen',
    forbidden: {
      title: 'Keine Berechtigung',
      text: 'Sie haben keine Berechtigung, diese Seite zu öffnen. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
      back: 'Zur Übersicht',
    },
    menu: {
      dashboard: 'Übersicht',
      currentOrders: 'Aktuelle Bestellungen',
      missedOrders: 'Verpasste Bestellungen',
      newOrder: 'Neue Bestellung',
      config: 'Konfiguration',
      consent: 'Datenschutz-Einstellungen',
      statistics: 'Statistiken',
    },
    dashboard: {
      welcome: 'Willkommen, %{name}',
      intro: 'Wählen Sie links oder unten einen Bereich, den Sie bearbeiten möchten.',
      open: 'Öffnen',
      count: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
      roles: 'Ihre Rollen: %{roles}',
      noRoles:
        'Ihnen ist keine Rolle zugewiesen. Bitte wenden Sie sich an eine Administratorin oder einen Administrator.',
    },
    empty: {
      create: 'Erstellen',
    },
    clipboard: {
      copy: 'Kopieren',
      paste: 'Einfügen',
      copied: '„%{name}“ wurde in die Zwischenablage kopiert.',
      pasteTitle: '„%{name}“ als Kopie einfügen',
      empty: 'Die Zwischenablage ist leer.',
      copyName: '%{name} (Kopie)',
    },
    imageInput: {
      upload: 'Bild hochladen',
      drop: 'Bild hierher ziehen oder',
      choose: 'Datei auswählen',
      pick: 'Vorhandenes Bild wählen',
      remove: 'Bild entfernen',
      replace: 'Bild ersetzen',
      alt: 'Alternativtext',
      altHelper: 'Beschreibt das Bild für Menschen, die es nicht sehen können.',
      saveAlt: 'Alternativtext speichern',
      altSaved: 'Alternativtext wurde gespeichert.',
      altFailed: 'Alternativtext konnte nicht gespeichert werden.',
      reading: 'Bild wird gelesen … %{percent} %',
      uploading: 'Bild wird hochgeladen …',
      uploaded: 'Bild wurde hochgeladen.',
      uploadFailed: 'Bild konnte nicht hochgeladen werden.',
      readFailed: 'Die Datei konnte nicht gelesen werden.',
      notAnImage: 'Bitte wählen Sie eine Bilddatei (JPEG, PNG, GIF, WebP oder SVG).',
      none: 'Kein Bild ausgewählt.',
      noneMultiple: 'Keine Bilder ausgewählt.',
      dialogTitle: 'Bild auswählen',
      search: 'Bilder durchsuchen',
      noResults: 'Keine Bilder gefunden.',
      loadFailed: 'Bilder konnten nicht geladen werden.',
      select: 'Auswählen',
      selectImage: 'Bild %{name} auswählen',
      imageNumber: 'Bild %{number} von %{total}',
      moveUp: 'Nach vorne',
      moveDown: 'Nach hinten',
      unnamed: 'Bild %{id}',
      newImage: 'Neues Bild hochladen',
      newImageFile: 'Bilddatei',
      noFile: 'Keine Datei gewählt.',
      uploadAndPick: 'Hochladen und auswählen',
    },
  },
  resources: {
    ...resourceNames,
    users: {
      ...resourceNames.users,
      // the start page and the profile name a person's roles
      roles: {
        ROLE_ADMIN: 'Administrator',
        ROLE_EMPLOYEE: 'Mitarbeiter',
      },
    },
    // components/RulesInput: opening hours of branches, schedules of the catalogue, ...
    branches: { ...resourceNames.branches, ruleTypes: weekdayRuleTypes, helpers: { time: 'HH:MM' } },
    // components/businessTime
    menus: {
      ...resourceNames.menus,
      validation: {
        availableFrom: 'Bitte Datum und Uhrzeit als TT.MM.JJJJ HH:MM eingeben, z. B. 01.07.2026 08:00.',
      },
    },
    // 'Mein Profil' of the user menu
    'user-profile': userProfileMessages,
  },
};
