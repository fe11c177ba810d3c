/** The selected colour theme, kept in localStorage under the key shared with the storefront. */
import { DEFAULT_THEME, THEME_STORAGE_KEY, findTheme } from '@bestellwerk/common/themes';
import type { ThemeName } from '@bestellwerk/common/themes';

export function readThemeName(): ThemeName {
  try {
    return findTheme(window.localStorage.getItem(THEME_STORAGE_KEY)).name;
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeThemeName(name: ThemeName): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, findTheme(name).name);
  } catch {
    // Private mode or full storage: the choice just lasts for this page.
  }
}
