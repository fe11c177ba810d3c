import { afterEach, describe, expect, it, vi } from 'vitest';

import { consentValue, intentsFor, newConsentId, servicesFor, ttlLabel } from './choices';
import { hasIntent, onConsentChange, parseConsent, readConsent, requestConsentDialog } from './consentState';
import { writeConsent } from './consentWrite';

const configuration = {
  version: 'v1',
  services: [
    { key: 'bestellwerk', intents: ['required' as const] },
    { key: 'statistik', intents: ['analytics' as const] },
    { key: 'google-tag', intents: ['analytics' as const, 'marketing' as const] },
    { key: 'meta-pixel', intents: ['marketing' as const] },
  ],
} as unknown as Parameters<typeof consentValue>[0];

const value = {
  id: '5b0e8f0a-6d8e-4a8a-9d8e-2b6c8f3e1a77',
  version: 'v1',
  consent: true as const,
  googleTag: false,
  facebookPixel: true,
  intents: { required: true, functional: false, analytics: false, marketing: true },
  services: { bestellwerk: true, statistik: false, 'google-tag': false, 'meta-pixel': true },
};

function clearCookie() {
  document.cookie = 'bw_consent=; Max-Age=0; Path=/';
}

afterEach(clearCookie);

describe('consentState', () => {
  it('reads nothing without a cookie and no intent is granted, not even required', () => {
    expect(readConsent()).toBeNull();
    expect(hasIntent('required')).toBe(false);
    expect(hasIntent('analytics')).toBe(false);
  });

  it('writes the URL-encoded JSON cookie, reads it back and announces it with bw:consent', () => {
    const seen = vi.fn();
    const unsubscribe = onConsentChange(seen);
    writeConsent(value);
    expect(document.cookie).toBe(`bw_consent=${encodeURIComponent(JSON.stringify(value))}`);
    expect(readConsent()).toEqual(value);
    expect(hasIntent('marketing')).toBe(true);
    expect(hasIntent('analytics')).toBe(false);
    expect(seen).toHaveBeenCalledWith(value);
    unsubscribe();
    writeConsent({ ...value, id: 'x' });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('asks for 3650 days on the whole site, SameSite=Lax', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (text: string) => {
        written.push(text);
        descriptor.set!.call(document, text);
      },
    });
    writeConsent(value);
    delete (document as unknown as Record<string, unknown>).cookie;
    expect(written).toEqual([
      `bw_consent=${encodeURIComponent(JSON.stringify(value))}; Max-Age=315360000; Path=/; SameSite=Lax`,
    ]);
  });

  it('treats a cookie of another shape as no decision', () => {
    document.cookie = `bw_consent=${encodeURIComponent(JSON.stringify({ ...value, consent: false }))}; Path=/`;
    expect(readConsent()).toBeNull();
    document.cookie = 'bw_consent=%7Bkaputt; Path=/';
    expect(readConsent()).toBeNull();
    expect(parseConsent({ ...value, intents: { required: true } })).toBeNull();
    expect(parseConsent({ ...value, services: { statistik: 'ja' } })).toBeNull();
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent(value)).toEqual(value);
  });

  it('asks for the dialog with bw:consent-open', () => {
    const opened = vi.fn();
    window.addEventListener('bw:consent-open', opened);
    requestConsentDialog();
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('bw:consent-open', opened);
  });
});

describe('choices', () => {
  it("'Alle akzeptieren' switches on every service and grants every intent", () => {
    expect(consentValue(configuration, 'all', {}, 'id-1')).toEqual({
      id: 'id-1',
      version: 'v1',
      consent: true,
      googleTag: true,
      facebookPixel: true,
      intents: { required: true, functional: true, analytics: true, marketing: true },
      services: { bestellwerk: true, statistik: true, 'google-tag': true, 'meta-pixel': true },
    });
  });

  it("'Nur notwendige' keeps only the required services, whatever was switched on", () => {
    const services = servicesFor(configuration, 'required', { statistik: true });
    expect(services).toEqual({ bestellwerk: true, statistik: false, 'google-tag': false, 'meta-pixel': false });
    expect(intentsFor(configuration, services, false)).toEqual({
      required: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
  });

  it('a custom selection grants the intents of the chosen services; required services stay on', () => {
    const chosen = consentValue(configuration, 'custom', { bestellwerk: false, 'meta-pixel': true }, 'id-2');
    expect(chosen.services).toEqual({ bestellwerk: true, statistik: false, 'google-tag': false, 'meta-pixel': true });
    expect(chosen.intents).toEqual({ required: true, functional: false, analytics: false, marketing: true });
    expect([chosen.googleTag, chosen.facebookPixel]).toEqual([false, true]);
  });

  it('makes version 4 UUIDs, also without crypto.randomUUID', () => {
    expect(newConsentId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(255) });
    expect(newConsentId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.unstubAllGlobals();
  });

  it('labels lifetimes in days', () => {
    expect([ttlLabel(0), ttlLabel(1), ttlLabel(730)]).toEqual(['bis zum Schließen des Browsers', '1 Tag', '730 Tage']);
  });
});
