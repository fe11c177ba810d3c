/**
 * Texts of a person's time tracking figures (components/userProfile: the aside of a user's edit page and
 * 'Mein Profil', /backend#/profil); mounted in de.ts as `resources.user-profile`.
 */
export const userProfileMessages = {
  /** the figures of a month (shared by the user's edit page and 'Mein Profil') */
  title: 'Zeiterfassung diesen Monat',
  planned: 'Geplant',
  worked: 'Gearbeitet',
  balance: 'Saldo bis heute',
  holidays: 'Urlaubstage',
  days: '%{taken} genommen, %{planned} geplant',
  entitlement: 'Urlaubsanspruch %{year} (Tage)',
  remaining: 'Resturlaub %{year} (Tage)',
  none: 'Diese Person nimmt nicht an der Zeiterfassung teil.',
  loading: 'Zahlen werden geladen …',
  loadFailed: 'Statistik konnte nicht geladen werden.',
  /** 'Mein Profil' */
  page: {
    menu: 'Mein Profil',
    title: 'Mein Profil',
    person: 'Persönliche Daten',
    name: 'Name',
    email: 'E-Mail',
    roles: 'Rollen',
    noRoles: 'Keine Rolle zugewiesen',
    branches: 'Filialen',
    noBranches: 'Keine Filiale zugewiesen',
    month: 'Monat',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    figures: 'Arbeitszeit und Urlaub',
    activities: 'Meine Arbeitszeiten',
    activitiesCaption: 'Arbeitszeiten im %{month}',
    columns: {
      date: 'Datum',
      start: 'Beginn',
      end: 'Ende',
      pauses: 'Pausen',
      worked: 'Gearbeitet',
    },
    total: 'Summe',
    running: 'läuft',
    empty:
      'Im %{month} haben Sie keine Arbeitszeiten erfasst. Stempeln Sie am Terminal Ihrer Filiale ein und aus, dann erscheinen Ihre Zeiten hier; bei fehlenden Zeiten wenden Sie sich an Ihre Administratorin oder Ihren Administrator.',
    activitiesFailed: 'Arbeitszeiten konnten nicht geladen werden.',
  },
};
