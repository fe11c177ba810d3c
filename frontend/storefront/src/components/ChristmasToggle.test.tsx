import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadInSeason(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.resetModules();
  const toggle = await import('./ChristmasToggle');
  const christmas = await import('../lib/christmas');
  return { ...toggle, ...christmas };
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-theme');
});

describe('Christmas toggle', () => {
  it('switches the mode (first theme, stored) and, only after a click, the music', async () => {
    window.localStorage.setItem('theme', 'green');
    const { ChristmasToggle, useChristmasSeason, CHRISTMAS_KEY } = await loadInSeason(new Date(2026, 10, 25, 12));
    const { initTheme } = await import('../lib/theme');
    initTheme();
    function Probe() {
      return <p>{useChristmasSeason() ? 'Saison' : 'keine Saison'}</p>;
    }
    render(
      <>
        <Probe />
        <ChristmasToggle />
      </>,
    );
    expect(screen.getByText('Saison')).toBeInTheDocument();
    const mode = screen.getByRole('button', { name: 'Weihnachtsmodus' });
    expect(mode).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Weihnachtsmusik' })).not.toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('green');

    await userEvent.click(mode);
    expect(mode).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(CHRISTMAS_KEY)).toBe('1');
    expect(document.documentElement.dataset.theme).toBe('apollo');
    const music = screen.getByRole('button', { name: 'Weihnachtsmusik' });
    expect(music).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(music);
    expect(music).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(mode);
    expect(window.localStorage.getItem(CHRISTMAS_KEY)).toBe('0');
    expect(document.documentElement.dataset.theme).toBe('green');
    expect(screen.queryByRole('button', { name: 'Weihnachtsmusik' })).not.toBeInTheDocument();
  });

  it('is out of season in summer: the stored choice does not apply', async () => {
    window.localStorage.setItem('christmas', '1');
    const { useChristmasSeason, useChristmas } = await loadInSeason(new Date(2026, 6, 1, 12));
    function Probe() {
      return <p>{`${useChristmasSeason()} ${useChristmas().enabled}`}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('false false')).toBeInTheDocument();
  });
});
