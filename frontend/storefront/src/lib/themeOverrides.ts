/**
 * The config's own look over the five themes (spec "Theme: config colours, font, font URL, border
 * radius"): `themeColors.black` / `.white` replace the default theme's colours (the business's own
 * theme; the other four stay selectable as they are), every other colour name becomes a custom
 * property `--color-{name}` on all themes; the font and border radius apply to all themes.
 * Values that are not a plain colour, font name or length are ignored.
 */
import type { Config } from '@bestellwerk/common/api/types';
import { DEFAULT_THEME, findTheme, THEME_BORDER_RADIUS, THEME_FONT, type ThemeName } from '@bestellwerk/common/themes';

export type ThemeConfig = Pick<Config, 'themeColors' | 'themeFont' | 'themeFontUrl' | 'themeBorderRadius'>;

const COLOUR = /^#[0-9a-f]{6}$/i;
const COLOUR_NAME = /^[a-z][a-z0-9-]*$/i;
const LENGTH = /^(0|\d*\.?\d+(px|rem|em|%))$/;
const FONT_NAME = /^[\p{L}\p{N} _-]{1,80}$/u;

function colours(config: ThemeConfig | undefined): Record<string, string> {
  const value = config?.themeColors;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] =>
        COLOUR_NAME.test(entry[0]) && typeof entry[1] === 'string' && COLOUR.test(entry[1]),
    ),
  );
}

/** The CSS custom properties of a theme with the config's overrides. */
export function themeVariables(name: ThemeName, config?: ThemeConfig): Record<string, string> {
  const theme = findTheme(name);
  const { black, white, ...others } = colours(config);
  const isDefault = theme.name === DEFAULT_THEME;
  const font = config?.themeFont?.trim() ?? '';
  const radius = config?.themeBorderRadius?.trim() ?? '';
  const variables: Record<string, string> = {
    '--color-black': (isDefault && black) || theme.black,
    '--color-white': (isDefault && white) || theme.white,
    '--font-family': FONT_NAME.test(font) ? `"${font}", ${THEME_FONT}` : THEME_FONT,
    '--border-radius': LENGTH.test(radius) ? radius : THEME_BORDER_RADIUS,
  };
  for (const [colourName, value] of Object.entries(others)) variables[`--color-${colourName.toLowerCase()}`] = value;
  return variables;
}

/** The stylesheet of the config's font, when it is a web address. */
export function themeFontStylesheet(config?: ThemeConfig): string | null {
  const url = config?.themeFontUrl?.trim() ?? '';
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
}
