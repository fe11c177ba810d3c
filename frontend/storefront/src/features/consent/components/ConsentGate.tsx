import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';

import { consentQueryOptions } from '../api/consentConfiguration';
import { CONSENT_OPEN_EVENT, onConsentChange, readConsent } from '../consentState';

// the dialog's code loads only when it has to open (no or an outdated decision, or the footer asks)
const ConsentDialog = lazy(() => import('./ConsentDialog').then((module) => ({ default: module.ConsentDialog })));

/**
 * Opens the consent dialog when the stored decision's version differs from the current configuration's
 * (or none is stored), and again whenever the footer's 'Datenschutzeinstellungen' asks for it.
 */
export function ConsentGate() {
  const { data: configuration } = useQuery(consentQueryOptions);
  const [storedVersion, setStoredVersion] = useState(() => readConsent()?.version ?? null);
  const [requested, setRequested] = useState(0);

  useEffect(() => onConsentChange((value) => setStoredVersion(value.version)), []);
  useEffect(() => {
    const open = () => setRequested((count) => count + 1);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  if (!configuration) return null;
  const outdated = storedVersion !== configuration.version;
  if (!outdated && requested === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        key={requested}
        configuration={configuration}
        initialView={outdated ? 'full' : 'detail'}
        onDone={() => setRequested(0)}
      />
    </Suspense>
  );
}
