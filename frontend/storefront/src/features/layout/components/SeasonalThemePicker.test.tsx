import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const season = vi.hoisted(() => ({ on: false }));
vi.mock('../../../lib/christmas', async (original) => ({
  ...(await original<typeof import('../../../lib/christmas')>()),
  useChristmasSeason: () => season.on,
}));

import { SeasonalThemePicker } from './SeasonalThemePicker';

describe('SeasonalThemePicker', () => {
  afterEach(() => {
    season.on = false;
  });

  it('shows the theme swatches outside the Christmas window', () => {
    render(<SeasonalThemePicker count={4} />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Weihnachtsmodus' })).toBeNull();
  });

  it('shows the Christmas toggle instead inside the window', () => {
    season.on = true;
    render(<SeasonalThemePicker count={4} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Weihnachten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weihnachtsmodus' }).getAttribute('aria-pressed')).toBe('false');
  });
});
