import { THEMES, type ThemeName } from '@bestellwerk/common/themes';
import type { CSSProperties } from 'react';

import { trackEvent } from '../../../lib/analytics';
import { setTheme, useTheme, useThemeOverrides } from '../../../lib/theme';
import { themeVariables } from '../../../lib/themeOverrides';
import { messages } from '../../../messages';
import styles from './ThemePicker.module.css';

/** The theme swatches: every theme in the header, themes 1 to 4 in the footer (`count`); `name` keeps the radio groups apart. */
export function ThemePicker({ name = 'theme', count }: { name?: string; count?: number } = {}) {
  const current = useTheme();
  const overrides = useThemeOverrides();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{messages.header.themePicker}</legend>
      <div className={styles.options}>
        {THEMES.slice(0, count).map((theme) => {
          const colours = themeVariables(theme.name, overrides);
          return (
            <label
              key={theme.name}
              className={styles.option}
              title={theme.label}
              style={
                {
                  '--swatch-black': colours['--color-black'],
                  '--swatch-white': colours['--color-white'],
                } as CSSProperties
              }
            >
              <input
                type="radio"
                name={name}
                value={theme.name}
                checked={current === theme.name}
                onChange={() => {
                  setTheme(theme.name as ThemeName);
                  trackEvent('Theme', 'Click', { theme: theme.name });
                }}
                className={styles.input}
              />
              <span className={styles.swatch} aria-hidden="true" />
              <span className="visually-hidden">{theme.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
