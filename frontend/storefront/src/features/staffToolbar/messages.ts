/** The staff toolbar's texts (spec backoffice §1, storefront §9); quoted ones word for word. */
export const staffToolbarMessages = {
  label: 'Mitarbeiter-Toolbar',
  sites: 'Seiten',
  statistics: 'Statistiken',
  navigations: 'Navigationen',
  newTab: '(öffnet in neuem Tab)',
  userMenu: 'Benutzermenü',
  backend: 'Ins Backend wechseln',
  logout: 'Abmelden',
  // 'Version 1.7.2-dev (prod)': the app version and the environment (spec backoffice §9)
  version: (version: string, environment = '') =>
    environment ? `Version ${version} (${environment})` : `Version ${version}`,
};
