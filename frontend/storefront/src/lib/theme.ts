/**
 * The chosen colour theme: kept in localStorage (THEME_STORAGE_KEY), applied as CSS custom
 * properties on <html> so every CSS module reads --color-black / --color-white.
 */
import {
  findTheme,
  THEME_BORDER_RADIUS,
  THEME_FONT,
  THEME_STORAGE_KEY,
  type ThemeName,
} from '@bestellwerk/common/themes';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let current: ThemeName = readStoredTheme();

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
  root.style.setProperty('--color-black', theme.black);
  root.style.setProperty('--color-white', theme.white);
  root.style.setProperty('--font-family', THEME_FONT);
  root.style.setProperty('--border-radius', THEME_BORDER_RADIUS);
  root.dataset.theme = theme.name;
  document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', theme.white);
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
  applyTheme(current);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, () => current);
}
