/** The fields of the node's type; filled in with the shared ContentInput (cms/content) once it is merged. */
export function NodeContent() {
  return null;
}
