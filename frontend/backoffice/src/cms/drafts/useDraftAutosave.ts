/**
 * Autosave of a draft (contract C2) for the website builder's sites, nodes and blocks: about 2 s after the
 * last change the editable body goes to PUT /api/{resource}/{id}/draft (validated, no revision); the
 * status is shown beside the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { request } from '../../api/http';
import { de } from '../../i18n/de';

export type DraftStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed'; message: string };

export const AUTOSAVE_DELAY = 2000;

/** The resources whose rows keep a draft. */
export type DraftResource = 'sites' | 'nodes' | 'blocks';

export async function saveDraft(resource: DraftResource, id: number | string, body: unknown): Promise<void> {
  await request(
    `/${resource}/${encodeURIComponent(String(id))}/draft`,
    { fallback: de.resources.sites.draft.failed, serverMessage: true },
    { method: 'PUT', body },
  );
}

export function useDraftAutosave(
  resource: DraftResource,
  id: number | string | undefined,
  payload: (values: Record<string, unknown>) => unknown,
) {
  const values = useWatch();
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  const { getValues } = useFormContext();
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const latest = useRef(payload);
  useEffect(() => {
    latest.current = payload;
  }, [payload]);

  useEffect(() => {
    if (id === undefined || !isDirty || isSubmitting || isSubmitSuccessful) return undefined;
    const timer = window.setTimeout(() => {
      setStatus({ state: 'saving' });
      saveDraft(resource, id, latest.current(getValues()))
        .then(() => setStatus({ state: 'saved', at: new Date() }))
        .catch((error: Error) => setStatus({ state: 'failed', message: error.message }));
    }, AUTOSAVE_DELAY);
    return () => window.clearTimeout(timer);
  }, [resource, id, values, isDirty, isSubmitting, isSubmitSuccessful, getValues]);

  return status;
}
