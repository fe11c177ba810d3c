import { THEME_STORAGE_KEY } from '@bestellwerk/common/themes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { initTheme } from '../../../lib/theme';
import { renderWithProviders } from '../../../testing/render';
import { Header } from './Header';

// the theme picker, not the Christmas toggle, whatever the real date (the toggle has its own test)
vi.mock('../../../lib/christmas', async (original) => ({
  ...(await original<typeof import('../../../lib/christmas')>()),
  useChristmasSeason: () => false,
}));

describe('Header', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('style');
    initTheme();
  });

  it('shows the shop name as home link, the main navigation and the phone link', async () => {
    renderWithProviders(<Header shopName="Kornfeld" phone="+43 1 522 00 88" />);

    expect(await screen.findByRole('link', { name: 'Kornfeld' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: 'Anrufen: +43 1 522 00 88' });
    expect(phone).toHaveAttribute('href', 'tel:+4315220088');
    expect(phone).toHaveTextContent('+43 1 522 00 88');
  });

  it('shows the config logo through the resized variants with the shop name as alt inside the home link', async () => {
    renderWithProviders(<Header shopName="Kornfeld" phone="" logo={{ id: 7, version: 3, extension: 'webp' }} />);

    const home = await screen.findByRole('link', { name: 'Kornfeld' });
    expect(home).toHaveAttribute('href', '/');
    const logo = screen.getByRole('img', { name: 'Kornfeld' });
    expect(home).toContainElement(logo);
    expect(home).not.toHaveTextContent('Kornfeld');
    expect(logo).toHaveAttribute('alt', 'Kornfeld');
    expect(logo).toHaveAttribute('src', '/image/tiny/7-3.webp');
    expect(logo).toHaveAttribute('srcset', '/image/tiny/7-3.webp 256w, /image/small/7-3.webp 640w');
    // a fixed box: no layout shift when the image arrives
    expect(logo).toHaveAttribute('width', '176');
    expect(logo).toHaveAttribute('height', '44');
  });

  it('shows the shop name as text without a logo', async () => {
    renderWithProviders(<Header shopName="Kornfeld" phone="" logo={null} />);

    expect(await screen.findByRole('link', { name: 'Kornfeld' })).toHaveTextContent('Kornfeld');
    expect(screen.queryByRole('img', { name: 'Kornfeld' })).not.toBeInTheDocument();
  });

  it('leaves the phone link out without a phone number', async () => {
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /Anrufen/ })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu between "Menü" and "Schliessen"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    const button = await screen.findByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Hauptnavigation' }));

    await user.click(button);
    expect(button).toHaveAccessibleName('Schliessen');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    expect(button).toHaveAccessibleName('Menü');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    await user.click(await screen.findByRole('button', { name: 'Menü' }));
    await user.keyboard('{Escape}');

    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('theme picker', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('style');
  });

  it('offers the five themes with Apollo chosen by default', async () => {
    initTheme();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    const group = await screen.findByRole('group', { name: 'Farbschema' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['apollo', 'brown', 'green', 'red', 'blue']);
    expect(screen.getByRole('radio', { name: 'Apollo' })).toBeChecked();
    expect(document.documentElement.style.getPropertyValue('--color-black')).toBe('#030201');
    expect(document.documentElement.style.getPropertyValue('--color-white')).toBe('#ffffff');
  });

  it('applies a chosen theme and stores it in localStorage', async () => {
    initTheme();
    const user = userEvent.setup();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    await user.click(await screen.findByRole('radio', { name: 'Grün' }));

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('green');
    expect(screen.getByRole('radio', { name: 'Grün' })).toBeChecked();
    expect(document.documentElement.style.getPropertyValue('--color-black')).toBe('#034e15');
    expect(document.documentElement.style.getPropertyValue('--color-white')).toBe('#eaf4f0');
    expect(document.documentElement.dataset.theme).toBe('green');
  });

  it('restores the stored theme on the next visit', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    initTheme();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    expect(await screen.findByRole('radio', { name: 'Blau' })).toBeChecked();
    expect(document.documentElement.style.getPropertyValue('--color-black')).toBe('#03244e');
  });

  it('falls back to Apollo for an unknown stored value', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'christmas');
    initTheme();
    renderWithProviders(<Header shopName="Kornfeld" phone="" />);

    expect(await screen.findByRole('radio', { name: 'Apollo' })).toBeChecked();
  });
});
