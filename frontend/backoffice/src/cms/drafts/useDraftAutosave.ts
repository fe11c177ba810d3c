/**
 * Autosave of a draft (contract C2) for the website builder's sites, nodes and blocks: about 2 s after the
 * last change the editable body goes to PUT /api/{resource}/{id}/draft (validated, no revision); the
 * status is shown beside the form.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ApiErrorItem } from '@bestellwerk/common/api/client';
import { request } from '../../api/http';
import { siteMessages } from '../../i18n/cmsSites';

export type DraftStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed'; message: string };

export const AUTOSAVE_DELAY = 2000;

/** The resources whose rows keep a draft. */
export type DraftResource = 'sites' | 'nodes' | 'blocks';

/** `describe` words an error of the body's content ('Inhalt, Block 5 „Karte“, …'), see cms/content. */
export async function saveDraft(
  resource: DraftResource,
  id: number | string,
  body: unknown,
  describe?: (error: ApiErrorItem, body: unknown) => string | undefined,
): Promise<void> {
  await request(
    `/${resource}/${encodeURIComponent(String(id))}/draft`,
    {
      fallback: siteMessages.draft.failed,
      serverMessage: true,
      describe: describe ? (error) => describe(error, body) : undefined,
    },
    { method: 'PUT', body },
  );
}

export function useDraftAutosave(
  resource: DraftResource,
  id: number | string | undefined,
  payload: (values: Record<string, unknown>) => unknown,
  describe?: (error: ApiErrorItem, body: unknown) => string | undefined,
) {
  const values = useWatch();
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  const { getValues } = useFormContext();
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const latest = useRef(payload);
  const describeLatest = useRef(describe);
  useEffect(() => {
    latest.current = payload;
    describeLatest.current = describe;
  }, [payload, describe]);

  useEffect(() => {
    if (id === undefined || !isDirty || isSubmitting || isSubmitSuccessful) return undefined;
    const timer = window.setTimeout(() => {
      setStatus({ state: 'saving' });
      saveDraft(resource, id, latest.current(getValues()), describeLatest.current)
        .then(() => setStatus({ state: 'saved', at: new Date() }))
        .catch((error: Error) => setStatus({ state: 'failed', message: error.message }));
    }, AUTOSAVE_DELAY);
    return () => window.clearTimeout(timer);
  }, [resource, id, values, isDirty, isSubmitting, isSubmitSuccessful, getValues]);

  return status;
}
