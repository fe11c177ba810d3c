/**
 * The chosen colour theme: kept in localStorage (THEME_STORAGE_KEY), applied as CSS custom
 * properties on <html> so every CSS module reads --color-black / --color-white. The config's theme
 * overrides (themeOverrides.ts) apply on top once the config has loaded.
 */
import { findTheme, THEME_STORAGE_KEY, type ThemeName } from '@bestellwerk/common/themes';
import { useSyncExternalStore } from 'react';

import { type ThemeConfig, themeFontStylesheet, themeVariables } from './themeOverrides';

const listeners = new Set<() => void>();
let current: ThemeName = readStoredTheme();
let overrides: ThemeConfig | undefined;
/** a theme that applies over the chosen one without being stored (the Christmas mode's first theme) */
let forced: ThemeName | null = null;

export function readStoredTheme(): ThemeName {
  try {
    return findTheme(window.localStorage.getItem(THEME_STORAGE_KEY)).name;
  } catch {
    // storage blocked (privacy mode): fall back to the default
    return findTheme(null).name;
  }
}

export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  const theme = findTheme(name);
  const variables = themeVariables(theme.name, overrides);
  for (const [property, value] of Object.entries(variables)) root.style.setProperty(property, value);
  root.dataset.theme = theme.name;
  document.head
    .querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    ?.setAttribute('content', variables['--color-white'] ?? theme.white);
}

/** Applies the config's colours, font (with its stylesheet) and border radius over the themes. */
export function setThemeOverrides(config: ThemeConfig | undefined): void {
  overrides = config;
  const href = themeFontStylesheet(config);
  let link = document.head.querySelector<HTMLLinkElement>('link#theme-font');
  if (href && !link) {
    link = document.createElement('link');
    link.id = 'theme-font';
    link.rel = 'stylesheet';
    document.head.append(link);
  }
  if (href && link) link.href = href;
  else link?.remove();
  applyTheme(forced ?? current);
  listeners.forEach((listener) => listener());
}

/** Applies `name` over the chosen theme until called with null (nothing is stored). */
export function forceTheme(name: ThemeName | null): void {
  forced = name;
  applyTheme(forced ?? current);
}

/** Reads the stored theme and applies it; call once before the first render. */
export function initTheme(): ThemeName {
  current = readStoredTheme();
  applyTheme(current);
  return current;
}

export function setTheme(name: ThemeName): void {
  current = findTheme(name).name;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, current);
  } catch {
    // not persisted, still applied for this visit
  }
  applyTheme(forced ?? current);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, () => current);
}

/** The config's theme overrides as last applied (the picker's swatches show the colours they give). */
export function useThemeOverrides(): ThemeConfig | undefined {
  return useSyncExternalStore(subscribe, () => overrides);
}
