import type { BrowserContext } from '@playwright/test';

import { currentServer } from './server';

/**
 * The consent dialog opens for every visitor without a current decision. Journeys that are not about
 * consent start with one stored: the browser contexts of the shared test fixture (support/clock.ts) get
 * a `bw_consent` cookie for the current configuration with "required only", so no dialog covers the
 * page and nothing is tracked. tests/consent.spec.ts removes it to see what a fresh visitor sees.
 */

export const CONSENT_COOKIE = 'bw_consent';

interface Configuration {
  version: string;
  services: { key: string; intents: string[] }[];
}

export async function currentConsentConfiguration(): Promise<Configuration> {
  // Node's fetch reuses kept-alive connections, and the server may close an idle one just as it is reused
  // ('other side closed', a TypeError): this GET is safe to send again
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${currentServer().url}/api/public/consent`);
      if (!response.ok) throw new Error(`GET /api/public/consent: ${response.status}`);
      return ((await response.json()) as { data: Configuration }).data;
    } catch (error) {
      if (!(error instanceof TypeError) || attempt === 3) throw error;
    }
  }
}

/** The cookie value of a "required only" decision for the current configuration. */
export async function requiredOnlyConsent() {
  const configuration = await currentConsentConfiguration();
  return {
    id: '00000000-0000-4000-8000-00000000e2e0',
    version: configuration.version,
    consent: true,
    googleTag: false,
    facebookPixel: false,
    intents: { required: true, functional: false, analytics: false, marketing: false },
    services: Object.fromEntries(
      configuration.services.map((service) => [service.key, service.intents.includes('required')]),
    ),
  };
}

/** Stores a "required only" decision in the context, as if the visitor had chosen 'Nur notwendige'. */
export async function storeConsent(context: BrowserContext): Promise<void> {
  const value = await requiredOnlyConsent();
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeURIComponent(JSON.stringify(value)),
      url: currentServer().url,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 3650 * 24 * 60 * 60,
    },
  ]);
}

/** A fresh visitor: no stored decision in the context. */
export async function forgetConsent(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: CONSENT_COOKIE });
}
