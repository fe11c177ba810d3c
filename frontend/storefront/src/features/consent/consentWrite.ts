/** Writing the decision: only the consent dialog's chunk needs it. */
import { CONSENT_COOKIE, CONSENT_EVENT, type ConsentValue } from './consentState';

export const CONSENT_DAYS = 3650;

/** Stores the decision in the cookie and tells every listener (`bw:consent`). */
export function writeConsent(value: ConsentValue): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = CONSENT_DAYS * 24 * 60 * 60;
  document.cookie =
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${maxAge}; Path=/; SameSite=Lax` + secure;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}
