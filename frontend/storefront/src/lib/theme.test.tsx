import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../testing/fixtures';
import { renderApp, stubApi } from '../testing/render';
import { setTheme, setThemeOverrides } from './theme';

// the header's theme picker, not the Christmas toggle, whatever the real date
vi.mock('./christmas', async (original) => ({
  ...(await original<typeof import('./christmas')>()),
  useChristmasSeason: () => false,
}));

const root = document.documentElement;

afterEach(() => {
  setThemeOverrides(undefined);
  setTheme('apollo');
});

describe('config theme overrides in the app', () => {
  it('apply the config colours, font and radius once the config has loaded', async () => {
    stubApi({
      '/api/config': {
        body: {
          data: makeConfig({
            themeColors: { black: '#112233', white: '#fafafa', accent: '#8f1414' },
            themeFont: 'Source Sans 3',
            themeFontUrl: 'https://fonts.example.com/source-sans.css',
            themeBorderRadius: '1rem',
          }),
        },
      },
      '/api/public/divisions': { body: { data: [] } },
      '/api/public/branches': { body: { data: [] } },
    });
    renderApp('/');

    await waitFor(() => expect(root.style.getPropertyValue('--color-black')).toBe('#112233'));
    expect(root.style.getPropertyValue('--color-white')).toBe('#fafafa');
    expect(root.style.getPropertyValue('--color-accent')).toBe('#8f1414');
    expect(root.style.getPropertyValue('--border-radius')).toBe('1rem');
    expect(root.style.getPropertyValue('--font-family')).toMatch(/^"Source Sans 3", ui-monospace/);
    expect(document.head.querySelector('link#theme-font')).toHaveAttribute(
      'href',
      'https://fonts.example.com/source-sans.css',
    );
    // the Apollo swatch shows the business's colours
    // (the header's picker; the footer repeats themes 1 to 4 as swatches)
    const apollo = within(screen.getByRole('banner')).getByRole('radio', { name: 'Apollo' }).closest('label');
    expect(apollo?.style.getPropertyValue('--swatch-black')).toBe('#112233');

    // another theme keeps its colours, with the config's radius
    setTheme('green');
    expect(root.style.getPropertyValue('--color-black')).toBe('#034e15');
    expect(root.style.getPropertyValue('--border-radius')).toBe('1rem');
  });
});
