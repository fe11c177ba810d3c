/**
 * The unit tests' page between files and tests. The apps' Vitest runs with `isolate: false`: one jsdom and the
 * installed packages per worker, loaded once (the back office's suite took 145 s isolated, 57 s shared). What a
 * file or a test leaves on that page must not reach the next one: the setup files call `startFreshPage` before
 * each file and `clearPage` after each test.
 */

/**
 * A page as jsdom starts it: no title, no attributes on <html>, at the root address. Head and body stay: the
 * shared packages keep what they put there (Material UI's style sheets), and Testing Library's cleanup removes
 * the rendered trees.
 */
export function startFreshPage(): void {
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  window.history.replaceState(null, '', '/');
  clearPage();
}

/** Storage and cookies emptied (after each test, once the rendered trees are unmounted). */
export function clearPage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = (cookie.split('=')[0] ?? '').trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
