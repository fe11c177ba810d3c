import { afterEach, describe, expect, it, vi } from 'vitest';

import { CONSENT_EVENT } from '../consent/consentState';
import { startTracking } from './start';

const initTracking = vi.fn();
vi.mock('./tracker', () => ({ initTracking }));

const ANALYTICS = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  version: 'v1',
  consent: true as const,
  googleTag: false,
  facebookPixel: false,
  intents: { required: true, functional: false, analytics: true, marketing: false },
  services: {},
};
const REQUIRED_ONLY = { ...ANALYTICS, intents: { ...ANALYTICS.intents, analytics: false } };

afterEach(() => {
  document.cookie = 'bw_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  initTracking.mockClear();
});

describe('starting the tracker', () => {
  it('does not load the tracker without consent, nor for "required only", but once analytics is allowed', async () => {
    // given
    startTracking();

    // when
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: REQUIRED_ONLY }));
    await vi.dynamicImportSettled();
    const before = initTracking.mock.calls.length;
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: ANALYTICS }));
    await vi.dynamicImportSettled();

    // then
    expect(before).toBe(0);
    expect(initTracking).toHaveBeenCalledTimes(1);
  });

  it('loads the tracker at once when the consent is already stored', async () => {
    // given
    document.cookie = `bw_consent=${encodeURIComponent(JSON.stringify(ANALYTICS))}; path=/`;

    // when
    startTracking();
    await vi.dynamicImportSettled();

    // then
    expect(initTracking).toHaveBeenCalledTimes(1);
  });
});
