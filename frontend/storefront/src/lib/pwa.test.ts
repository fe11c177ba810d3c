import { describe, expect, it, vi } from 'vitest';

import { canOfferInstall, type InstallConditions, syncServiceWorker } from './pwa';

const offered: InstallConditions = {
  pluginOn: true,
  selfService: false,
  standalone: false,
  supported: true,
  installed: false,
};

describe("'App installieren' conditions", () => {
  it('are met with the plugin on, outside self-service, in the browser, when supported and not installed', () => {
    expect(canOfferInstall(offered)).toBe(true);
  });

  it.each<[string, Partial<InstallConditions>]>([
    ['plugin off', { pluginOn: false }],
    ['self-service', { selfService: true }],
    ['running standalone', { standalone: true }],
    ['no install prompt (unsupported)', { supported: false }],
    ['already installed', { installed: true }],
  ])('are not met: %s', (_, change) => {
    expect(canOfferInstall({ ...offered, ...change })).toBe(false);
  });
});

describe('service worker', () => {
  function fakeNavigator() {
    const unregister = vi.fn(async () => true);
    const container = {
      register: vi.fn(async () => ({})),
      getRegistrations: vi.fn(async () => [{ unregister }, { unregister }]),
    };
    return { nav: { serviceWorker: container } as unknown as Navigator, container, unregister };
  }

  it('is registered from the site root while the plugin is on', () => {
    const { nav, container } = fakeNavigator();
    syncServiceWorker(true, nav);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it('every registration is removed while the plugin is off', async () => {
    const { nav, container, unregister } = fakeNavigator();
    syncServiceWorker(false, nav);
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(2));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    expect(() => syncServiceWorker(false, {} as Navigator)).not.toThrow();
  });
});
