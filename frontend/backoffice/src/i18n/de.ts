/**
 * The one German message catalogue of the back office.
 *
 * `ra.*` comes from raMessages; everything of our own sits under `resources.<name>` (react-admin's
 * convention for names and field labels) or under `bestellwerk.*` for app-wide texts. Larger areas keep
 * their texts in their own file, mounted here: orders.ts, catalogue.ts, configTexts.ts (and ruleTexts.ts,
 * shared).
 */
import { catalogueMessages } from './catalogue';
import { configMessages } from './configTexts';
import { consentMessages } from './consent';
import { cmsMessages } from './cms';
import { contentMessages } from './content';
import { aiRequestMessages, contentAiMessages, jobMessages } from './contentAi';
import { crmMessages } from './crm';
import { devicesMessages } from './devices';
import { imagingMessages } from './imaging';
import { organisationMessages } from './organisation';
import { recordMessages } from './records';
import { timetrackingMessages } from './timetracking';
import { plannerMessages } from './timetrackingPlanner';
import { projectsMessages } from './projects';
import { orderMessages } from './orders';
import { raMessages } from './raMessages';
import { signageMessages } from './signage';
import { statisticsMessages } from './statistics';
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
    statistics: statisticsMessages,
    contentAi: contentAiMessages,
    jobs: jobMessages,
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
    orders: orderMessages,
    ...organisationMessages,
    ...recordMessages,
    ...catalogueMessages,
    ...crmMessages,
    consent: consentMessages,
    ...cmsMessages,
    ...contentMessages,
    ...timetrackingMessages,
    planner: plannerMessages,
    ...projectsMessages,
    ...devicesMessages,
    ...signageMessages,
    ...imagingMessages,
    ...aiRequestMessages,
    'user-profile': userProfileMessages,
    config: configMessages,
  },
};

export type Messages = typeof de;
