/**
 * The visitor's stored consent decision: the `bw_consent` cookie (3650 days, path /, SameSite=Lax),
 * its URL-encoded JSON value and the `bw:consent` event dispatched after every new decision.
 *
 * Always loaded and tiny: tracking and tag loading import only readConsent, onConsentChange and
 * hasIntent. The dialog (a lazy chunk) writes with writeConsent (consentWrite.ts).
 */

export type ConsentIntent = 'required' | 'functional' | 'analytics' | 'marketing';

export interface ConsentValue {
  id: string;
  /** the hash of the consent configuration the decision was made for */
  version: string;
  /** true once the visitor has stored any decision (also "required only") */
  consent: true;
  googleTag: boolean;
  facebookPixel: boolean;
  intents: Record<ConsentIntent, boolean>;
  services: Record<string, boolean>;
}

export const CONSENT_COOKIE = 'bw_consent';
export const CONSENT_EVENT = 'bw:consent';
export const INTENTS: readonly ConsentIntent[] = ['required', 'functional', 'analytics', 'marketing'];

const isFlags = (value: unknown) =>
  !!value && typeof value === 'object' && Object.values(value).every((flag) => typeof flag === 'boolean');

/** The value if it has the agreed shape, else null (a hand-edited or foreign cookie counts as no decision). */
export function parseConsent(raw: unknown): ConsentValue | null {
  const value = (raw ?? {}) as Partial<ConsentValue>;
  const valid =
    typeof value.id === 'string' &&
    typeof value.version === 'string' &&
    value.consent === true &&
    typeof value.googleTag === 'boolean' &&
    typeof value.facebookPixel === 'boolean' &&
    isFlags(value.services) &&
    isFlags(value.intents) &&
    INTENTS.every((intent) => typeof value.intents?.[intent] === 'boolean');
  return valid ? (value as ConsentValue) : null;
}

/** The stored decision, or null when there is none (or it cannot be read). */
export function readConsent(): ConsentValue | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== CONSENT_COOKIE) continue;
    try {
      return parseConsent(JSON.parse(decodeURIComponent(rest.join('='))));
    } catch {
      return null;
    }
  }
  return null;
}

/** True only when a stored decision grants the intent ('required' included: without a decision, nothing). */
export function hasIntent(intent: ConsentIntent): boolean {
  return readConsent()?.intents[intent] === true;
}

/** Calls `callback` with every new decision; returns the unsubscribe function. */
export function onConsentChange(callback: (value: ConsentValue) => void): () => void {
  const listener = (event: Event) => {
    const value = parseConsent((event as CustomEvent<unknown>).detail);
    if (value) callback(value);
  };
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}

/** The footer's 'Datenschutzeinstellungen' asks for the dialog with this event. */
export const CONSENT_OPEN_EVENT = 'bw:consent-open';

export function requestConsentDialog(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
