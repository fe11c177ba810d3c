import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Link, MemoryRouter, useLocation } from '../../../lib/router';
import { leaveSelfService, SCREENSAVER_IDLE_MS, SELF_SERVICE_KEY } from '../selfService';
import { useSelfService } from '../useSelfService';
import { SelfServiceMode } from './SelfServiceMode';

function Page() {
  const location = useLocation();
  const { isSelfService, startPath } = useSelfService();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="mode">{isSelfService ? `kiosk ${startPath}` : 'normal'}</p>
      <Link to="/status/abc/def">Weiter</Link>
      <SelfServiceMode />
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const screensaver = () => screen.queryByRole('button', { name: 'Tippen um zu bestellen' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  leaveSelfService();
  vi.useRealTimers();
});

describe('self-service mode', () => {
  it('is entered with ?self-service=1, remembered, and shows the screensaver until tapped', async () => {
    renderAt('/store/linz?self-service=1&table=4');

    const button = await screen.findByRole('button', { name: 'Tippen um zu bestellen' }, { timeout: 5_000 });
    expect(screen.getByRole('dialog', { name: 'Tippen um zu bestellen' })).toContainElement(button);
    await waitFor(() => expect(button).toHaveFocus());
    expect(window.sessionStorage.getItem(SELF_SERVICE_KEY)).toBe('/store/linz');
    expect(screen.getByTestId('mode').textContent).toBe('kiosk /store/linz');
    expect(location()).toBe('/store/linz?table=4');

    await userEvent.click(button);
    expect(screensaver()).not.toBeInTheDocument();
  });

  it('is dismissed by any key', async () => {
    renderAt('/store/linz?self-service=1');
    await screen.findByRole('button', { name: 'Tippen um zu bestellen' }, { timeout: 5_000 });
    await userEvent.keyboard('a');
    expect(screensaver()).not.toBeInTheDocument();
  });

  it('returns after idle time and goes back to the start page', async () => {
    renderAt('/store/linz?self-service=1');
    await screen.findByRole('button', { name: 'Tippen um zu bestellen' }, { timeout: 5_000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => screensaver()?.click());
    act(() => screen.getByRole('link', { name: 'Weiter' }).click());
    expect(location()).toBe('/status/abc/def');

    act(() => vi.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1_000));
    expect(screensaver()).not.toBeInTheDocument();
    // a touch restarts the idle time
    act(() => window.dispatchEvent(new Event('pointerdown')));
    act(() => vi.advanceTimersByTime(SCREENSAVER_IDLE_MS - 1_000));
    expect(screensaver()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screensaver()).toBeInTheDocument();
    expect(location()).toBe('/store/linz');
  });

  it('is left with ?self-service=0 and absent by default', () => {
    window.sessionStorage.setItem(SELF_SERVICE_KEY, '/store/linz');
    renderAt('/?self-service=0');
    expect(screensaver()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SELF_SERVICE_KEY)).toBeNull();
    expect(screen.getByTestId('mode').textContent).toBe('normal');
  });
});
