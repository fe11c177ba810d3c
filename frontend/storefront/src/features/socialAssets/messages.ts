/** Texts of the social asset pages (spec storefront §2 'Content site screens'). */
export const socialAssetMessages = {
  title: 'Social-Media-Inhalte',
  empty: 'Es gibt noch keine Social-Media-Inhalte.',
  back: 'Alle Social-Media-Inhalte',
  open: (name: string) => `${name} ansehen`,
  notFound: 'Diesen Inhalt gibt es nicht.',
  download: 'Datei öffnen',
};
