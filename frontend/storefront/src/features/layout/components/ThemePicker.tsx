import { THEMES, type ThemeName } from '@bestellwerk/common/themes';
import type { CSSProperties } from 'react';

import { setTheme, useTheme } from '../../../lib/theme';
import { messages } from '../../../messages';
import styles from './ThemePicker.module.css';

export function ThemePicker() {
  const current = useTheme();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>{messages.header.themePicker}</legend>
      <div className={styles.options}>
        {THEMES.map((theme) => (
          <label
            key={theme.name}
            className={styles.option}
            title={theme.label}
            style={{ '--swatch-black': theme.black, '--swatch-white': theme.white } as CSSProperties}
          >
            <input
              type="radio"
              name="theme"
              value={theme.name}
              checked={current === theme.name}
              onChange={() => setTheme(theme.name as ThemeName)}
              className={styles.input}
            />
            <span className={styles.swatch} aria-hidden="true" />
            <span className="visually-hidden">{theme.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
