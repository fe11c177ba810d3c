/**
 * The always-loaded part of tracking: it reads the stored consent and loads the tracker (tracker.ts) only
 * when the visitor allowed analytics or one of the tags, at once or when the decision is stored later.
 * Without consent the tracker's code is not even downloaded.
 */
import { type ConsentValue, onConsentChange, readConsent } from '../consent/consentState';

function wanted(value: ConsentValue | null): boolean {
  return Boolean(value?.consent && (value.intents.analytics || value.googleTag || value.facebookPixel));
}

export function startTracking(): void {
  const load = () => void import('./tracker').then((module) => module.initTracking()).catch(() => undefined);
  if (wanted(readConsent())) {
    load();
    return;
  }
  const stop = onConsentChange((value) => {
    if (!wanted(value)) return;
    stop();
    load();
  });
}
