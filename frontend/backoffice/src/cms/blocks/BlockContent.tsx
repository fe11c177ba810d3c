/** The block list's content; filled in with the shared ContentInput (cms/content) once it is merged. */
export function BlockContent() {
  return null;
}
