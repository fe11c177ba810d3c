import { describe, expect, it } from 'vitest';

import { themeFontStylesheet, themeVariables } from './themeOverrides';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

describe('themeVariables', () => {
  it('is the theme itself without a config', () => {
    expect(themeVariables('green')).toEqual({
      '--color-black': '#034e15',
      '--color-white': '#eaf4f0',
      '--font-family': MONO,
      '--border-radius': '.25rem',
    });
  });

  it('puts the config colours over the default theme, extra colours, font and radius over every theme', () => {
    const config = {
      themeColors: { black: '#112233', white: '#fafafa', accent: '#8F1414' },
      themeFont: 'Source Sans 3',
      themeFontUrl: 'https://fonts.example.com/source-sans.css',
      themeBorderRadius: '1rem',
    };
    expect(themeVariables('apollo', config)).toEqual({
      '--color-black': '#112233',
      '--color-white': '#fafafa',
      '--color-accent': '#8F1414',
      '--font-family': `"Source Sans 3", ${MONO}`,
      '--border-radius': '1rem',
    });
    expect(themeVariables('red', config)).toEqual({
      '--color-black': '#8f1414',
      '--color-white': '#f3f3f3',
      '--color-accent': '#8F1414',
      '--font-family': `"Source Sans 3", ${MONO}`,
      '--border-radius': '1rem',
    });
  });

  it('ignores values that are not a plain colour, font name or length', () => {
    const config = {
      themeColors: { black: 'red', 'x;y': '#000000', white: '#ffffff; color: red' },
      themeFont: 'Evil"; } body { display: none',
      themeFontUrl: 'javascript:alert(1)',
      themeBorderRadius: '1rem; color: red',
    };
    expect(themeVariables('apollo', config)).toEqual(themeVariables('apollo'));
    expect(themeFontStylesheet(config)).toBeNull();
    expect(themeVariables('apollo', { themeColors: ['#000000'] })).toEqual(themeVariables('apollo'));
  });
});

describe('themeFontStylesheet', () => {
  it('is the font URL when it is a web address', () => {
    expect(themeFontStylesheet({ themeFontUrl: ' https://fonts.example.com/a.css ' })).toBe(
      'https://fonts.example.com/a.css',
    );
    expect(themeFontStylesheet({ themeFontUrl: '' })).toBeNull();
    expect(themeFontStylesheet(undefined)).toBeNull();
  });
});
