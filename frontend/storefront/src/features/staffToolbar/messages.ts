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
  version: (version: string) => `Version ${version}`,
};
