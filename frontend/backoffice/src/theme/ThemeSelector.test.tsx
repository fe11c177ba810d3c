import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { buildMuiTheme } from './muiTheme';
import { ThemeNameProvider, useThemeName } from './ThemeNameContext';
import { ThemeSelector } from './ThemeSelector';
import { readThemeName } from './themeStorage';

function CurrentTheme() {
  const { themeName } = useThemeName();
  return <output aria-label="aktuelles Farbschema">{themeName}</output>;
}

function renderSelector() {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <ThemeNameProvider>
        <ThemeSelector />
        <CurrentTheme />
      </ThemeNameProvider>
    </I18nContextProvider>,
  );
}

describe('theme selection', () => {
  it('defaults to Apollo when nothing is stored', () => {
    renderSelector();
    expect(screen.getByLabelText('aktuelles Farbschema')).toHaveTextContent('apollo');
  });

  it('starts with the theme stored by the storefront under "theme"', () => {
    window.localStorage.setItem('theme', 'green');
    renderSelector();
    expect(screen.getByLabelText('aktuelles Farbschema')).toHaveTextContent('green');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem('theme', 'purple');
    expect(readThemeName()).toBe('apollo');
  });

  it('offers the five themes and stores the choice', async () => {
    const user = userEvent.setup();
    renderSelector();
    await user.click(screen.getByRole('button', { name: 'Farbschema wählen' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Apollo', 'Braun', 'Grün', 'Rot', 'Blau']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Blau' }));
    expect(window.localStorage.getItem('theme')).toBe('blue');
    expect(screen.getByLabelText('aktuelles Farbschema')).toHaveTextContent('blue');
  });

  it('follows a change made in another tab', async () => {
    renderSelector();
    window.localStorage.setItem('theme', 'red');
    const { act } = await import('@testing-library/react');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'red' }));
    });
    expect(screen.getByLabelText('aktuelles Farbschema')).toHaveTextContent('red');
  });
});

describe('buildMuiTheme', () => {
  it.each([
    ['apollo', '#030201', '#ffffff'],
    ['brown', '#4e2803', '#f4ede5'],
    ['green', '#034e15', '#eaf4f0'],
    ['red', '#8f1414', '#f3f3f3'],
    ['blue', '#03244e', '#f0f2f4'],
  ])('uses the spec colours of %s', (name, black, white) => {
    const theme = buildMuiTheme(name);
    expect(theme.palette?.primary).toMatchObject({ main: black });
    expect(theme.palette?.background).toMatchObject({ default: white });
    expect(theme.typography).toMatchObject({ fontFamily: expect.stringContaining('monospace') });
    expect(theme.shape).toEqual({ borderRadius: 4 });
  });
});
