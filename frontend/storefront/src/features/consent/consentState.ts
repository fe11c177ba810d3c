/**
 * The stored consent (cookie bw_consent) as the rest of the storefront reads it.
 *
 * Minimal copy of the consent area's API (AGREEMENT: readConsent, onConsentChange, hasIntent) written by the
 * tracking branch so it can work before the consent branch is merged; the consent branch's file replaces it.
 */

export type ConsentIntent = 'required' | 'functional' | 'analytics' | 'marketing';

export interface ConsentValue {
  id: string;
  version: string;
  consent: boolean;
  googleTag: boolean;
  facebookPixel: boolean;
  intents: Partial<Record<ConsentIntent, boolean>>;
  services: Record<string, boolean>;
}

export const CONSENT_COOKIE = 'bw_consent';
export const CONSENT_EVENT = 'bw:consent';

function isConsentValue(value: unknown): value is ConsentValue {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ConsentValue>;
  return typeof candidate.consent === 'boolean' && !!candidate.intents && typeof candidate.intents === 'object';
}

/** The stored decision, or null when none is stored (or the cookie cannot be read). */
export function readConsent(): ConsentValue | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)));
    return isConsentValue(value) ? value : null;
  } catch {
    return null;
  }
}

/** Calls `callback` with the new value whenever a decision is stored; returns the unsubscribe. */
export function onConsentChange(callback: (value: ConsentValue | null) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    callback(isConsentValue(detail) ? detail : readConsent());
  };
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** Whether the stored decision allows `intent` (required always once a decision is stored). */
export function hasIntent(intent: ConsentIntent): boolean {
  const value = readConsent();
  if (!value?.consent) return false;
  return intent === 'required' || value.intents[intent] === true;
}
