import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../testing/fixtures';
import { renderWithProviders, stubApi } from '../testing/render';
import { INSTALLED_KEY, listenForInstallPrompt } from '../lib/pwa';
import { InstallAppButton } from './InstallAppButton';

function offerInstallation(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

// the listeners stay for the whole file, as in the app (registered once at start)
listenForInstallPrompt(window);

describe('InstallAppButton', () => {
  it("shows 'App installieren' once the browser offers it, prompts, and hides after the installation", async () => {
    stubApi({ '/api/config': { body: { data: makeConfig({ enablePluginPWA: true }) } } });
    renderWithProviders(<InstallAppButton isSelfService={false} />);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();

    const event = offerInstallation('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'App installieren' }));

    expect(event.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem(INSTALLED_KEY)).toBe('1');
  });

  it('is not shown with the plugin off or in self-service', async () => {
    stubApi({ '/api/config': { body: { data: makeConfig({ enablePluginPWA: false }) } } });
    renderWithProviders(<InstallAppButton isSelfService={false} />);
    offerInstallation('dismissed');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
  });

  it('is not shown in self-service even with the plugin on', async () => {
    stubApi({ '/api/config': { body: { data: makeConfig({ enablePluginPWA: true }) } } });
    renderWithProviders(<InstallAppButton isSelfService />);
    offerInstallation('dismissed');
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
  });
});
