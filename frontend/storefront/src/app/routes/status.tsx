/** Placeholder: the storefront issue builds this page. */
export function Component() {
  return null;
}
