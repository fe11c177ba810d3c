import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';

import { consentQueryOptions } from '../api/consentConfiguration';
import { CONSENT_OPEN_EVENT, onConsentChange, readConsent } from '../consentState';
import { removeServerDialog } from '../serverDialog';

// the dialog's code loads only when it has to open (no or an outdated decision, or the footer asks)
const ConsentDialog = lazy(() => import('./ConsentDialog').then((module) => ({ default: module.ConsentDialog })));

/**
 * Opens the consent dialog when the stored decision's version differs from the current configuration's
 * (or none is stored), and again whenever the footer's 'Datenschutzeinstellungen' asks for it.
 */
export function ConsentGate() {
  const { data: configuration, isError } = useQuery(consentQueryOptions);
  const [storedVersion, setStoredVersion] = useState(() => readConsent()?.version ?? null);
  const [requested, setRequested] = useState(0);

  useEffect(() => onConsentChange((value) => setStoredVersion(value.version)), []);
  useEffect(() => {
    const open = () => setRequested((count) => count + 1);
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  const outdated = configuration !== undefined && storedVersion !== configuration.version;
  const open = configuration !== undefined && (outdated || requested > 0);
  // no dialog to show (or no configuration to show it with): the server's painted one goes; a shown dialog removes
  // it itself when it mounts, in the same frame
  useLayoutEffect(() => {
    if (isError || (configuration !== undefined && !open)) removeServerDialog();
  }, [configuration, open, isError]);

  if (!configuration || !open) return null;
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
