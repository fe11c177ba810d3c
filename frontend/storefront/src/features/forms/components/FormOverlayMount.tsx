import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

import { trackEvent } from '../../../lib/analytics';
import { formIdOf, removeFormHash } from '../formHash';

const FormOverlay = lazy(() => import('./FormOverlay'));

/**
 * Mounted once in the app shell: opens the form overlay for `#formular-{nodeId}` (on load and on every
 * hashchange). Tiny on purpose: the overlay's code loads only when a form is opened.
 */
export function FormOverlayMount() {
  const [formId, setFormId] = useState<number | null>(() =>
    typeof window === 'undefined' ? null : formIdOf(window.location.hash),
  );

  useEffect(() => {
    const onHashChange = () => setFormId(formIdOf(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (formId !== null) trackEvent('Form', 'Show', { id: formId });
  }, [formId]);

  const close = useCallback(() => {
    if (formId !== null) trackEvent('Form', 'Hide', { id: formId });
    removeFormHash();
    setFormId(null);
  }, [formId]);

  if (formId === null) return null;
  return (
    <Suspense fallback={null}>
      <FormOverlay formId={formId} onClose={close} />
    </Suspense>
  );
}
