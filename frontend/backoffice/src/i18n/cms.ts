/** Texts of the website builder's resources (backend app cms); mounted under `resources` in de.ts. */
import { cmsContentMessages } from './cmsContent';
import { siteMessages } from './cmsSites';

export const cmsMessages = {
  cmsContent: cmsContentMessages,
  sites: siteMessages,
  redirects: {
    name: 'Weiterleitung |||| Weiterleitungen',
    forcedCaseName: 'Weiterleitung |||| Weiterleitungen',
    fields: {
      id: 'ID',
      path: 'Pfad',
      target: 'Ziel',
      isPermanent: 'Dauerhaft (301)',
      createdAt: 'Erstellt',
      updatedAt: 'Geändert',
      q: 'Suche',
    },
    kinds: {
      permanent: 'Dauerhaft (301)',
      temporary: 'Vorübergehend (302)',
    },
    helpers: {
      path: 'Die alte Adresse, z. B. /alte-seite. Ein * am Ende leitet alles darunter weiter, z. B. /aktionen/*.',
      target:
        'Wohin weitergeleitet wird: ein Pfad wie /ueber-uns oder eine Adresse mit https://. Endet der Pfad auf *, übernimmt ein Ziel mit * am Ende den Rest der Adresse.',
      isPermanent: 'Dauerhaft, wenn die alte Adresse nie wiederkommt (Suchmaschinen merken sich das neue Ziel).',
    },
    empty:
      'Es gibt noch keine Weiterleitungen. Legen Sie eine an, wenn sich die Adresse einer Seite ändert, damit alte Links und Lesezeichen weiter funktionieren.',
    messages: {
      loadFailed: 'Weiterleitungen konnten nicht geladen werden.',
      loadOneFailed: 'Weiterleitung konnte nicht geladen werden.',
      createFailed: 'Weiterleitung konnte nicht erstellt werden.',
      updateFailed: 'Weiterleitung konnte nicht gespeichert werden.',
      deleteFailed: 'Weiterleitung konnte nicht gelöscht werden.',
    },
  },
  navigations: {
    name: 'Navigation |||| Navigationen',
    forcedCaseName: 'Navigation |||| Navigationen',
    fields: {
      id: 'ID',
      identifier: 'Kennung',
      items: 'Einträge',
      type: 'Art',
      label: 'Beschriftung',
      isEnabled: 'Sichtbar',
      site: 'Seite',
      branch: 'Filiale',
      href: 'Adresse',
      suffix: 'Zusatz',
      children: 'Untereinträge',
      itemsCount: 'Einträge',
      updatedAt: 'Geändert',
      q: 'Suche',
    },
    itemTypes: {
      home: 'Startseite',
      site: 'Seite',
      branch: 'Filiale',
      link: 'Link (neuer Tab)',
      other: 'Sonstiges',
    },
    helpers: {
      identifier: 'main für die Hauptnavigation, footer für den Fußbereich.',
      suffix: 'Wird an die Adresse angehängt, z. B. #kontakt oder ?tab=2.',
      href: 'Eine Adresse, die mit https:// beginnt.',
    },
    empty:
      'Es gibt noch keine Navigationen. Legen Sie „main“ für die Hauptnavigation und „footer“ für den Fußbereich an.',
    messages: {
      loadFailed: 'Navigationen konnten nicht geladen werden.',
      loadOneFailed: 'Navigation konnte nicht geladen werden.',
      createFailed: 'Navigation konnte nicht erstellt werden.',
      updateFailed: 'Navigation konnte nicht gespeichert werden.',
      deleteFailed: 'Navigation konnte nicht gelöscht werden.',
    },
  },
};
