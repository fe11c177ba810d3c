/**
 * The cheap signal of a staff session: the server puts
 * `<meta name="bw-staff" content="{app version}" data-environment="{environment}">`
 * into the page only for a logged-in staff member (backend web/views.staff_marker). The storefront loads
 * the staff toolbar's code only when it is there, so anonymous visitors never download it.
 */
export function staffSessionVersion(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="bw-staff"]')?.content ?? null;
}

/** The environment the server names beside the version ('prod'; APP_ENVIRONMENT), '' without one. */
export function staffSessionEnvironment(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="bw-staff"]')?.dataset.environment ?? '';
}
