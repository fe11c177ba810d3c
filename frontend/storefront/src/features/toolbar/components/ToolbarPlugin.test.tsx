import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeBranch, makeConfig, rule } from '../../../testing/fixtures';
import { renderApp, stubApi } from '../../../testing/render';

const linz = makeBranch({
  id: 1,
  identifier: 'linz',
  name: 'Bäckerei Linz',
  openingHours: [rule('daily', '06:00', '18:00')],
});
const wien = makeBranch({
  id: 2,
  identifier: 'wien',
  name: 'Wirtshaus Wien',
  openingHours: [rule('daily', '11:00', '22:00')],
});

function stub(enablePluginToolbar: boolean) {
  stubApi({
    '/api/config': { body: { data: makeConfig({ enablePluginToolbar }) } },
    '/api/public/divisions': { body: { data: [] } },
    '/api/public/branches': { body: { data: [linz, wien] } },
  });
}

const toolbar = () => screen.findByRole('complementary', { name: 'Standorte' });

afterEach(() => {
  vi.useRealTimers();
});

describe('toolbar plugin in the layout', () => {
  it('counts the open branches and follows the clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-04T09:59:00Z')); // 10:59 in Vienna
    stub(true);
    renderApp('/');

    expect(await screen.findByText('1 Standort geöffnet')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000); // 11:00: Wien opens
    });
    expect(await toolbar()).toHaveTextContent(/^2 Standorte geöffnet$/);
  });

  it('shows the selected branch on its store routes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T16:30:00Z')); // 17:30 in Vienna
    stub(true);
    renderApp('/store/linz');

    expect(await screen.findByText('Bäckerei Linz', { selector: 'aside span' })).toBeInTheDocument();
    expect(await screen.findByText('Geöffnet bis 18:00', { selector: 'aside span' })).toHaveAttribute(
      'data-status',
      'closing-soon',
    );
  });

  it('is not there without the plugin', async () => {
    stub(false);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Standorte' })).not.toBeInTheDocument();
  });
});
