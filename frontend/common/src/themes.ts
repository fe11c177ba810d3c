/** The five colour themes of the spec (§9): Apollo is the default. Names are the spec's identifiers, labels German. */
export type ThemeName = 'apollo' | 'brown' | 'green' | 'red' | 'blue';

export interface Theme {
  name: ThemeName;
  label: string;
  /** foreground / primary colour */
  black: string;
  /** background colour */
  white: string;
}

export const THEMES: readonly Theme[] = [
  { name: 'apollo', label: 'Apollo', black: '#030201', white: '#ffffff' },
  { name: 'brown', label: 'Braun', black: '#4e2803', white: '#f4ede5' },
  { name: 'green', label: 'Grün', black: '#034e15', white: '#eaf4f0' },
  { name: 'red', label: 'Rot', black: '#8f1414', white: '#f3f3f3' },
  { name: 'blue', label: 'Blau', black: '#03244e', white: '#f0f2f4' },
];

export const DEFAULT_THEME: ThemeName = 'apollo';
export const THEME_STORAGE_KEY = 'theme';
export const THEME_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
export const THEME_BORDER_RADIUS = '.25rem';

export function findTheme(name: string | null | undefined): Theme {
  return THEMES.find((theme) => theme.name === name) ?? (THEMES.find((theme) => theme.name === DEFAULT_THEME) as Theme);
}
