import { useEffect, useRef, useState } from 'react';
import type { TemplateDraft } from '../../types';
import { fetchPreview } from '../api';

export interface Preview {
  /** an object URL of the last rendering, or null before the first */
  url: string | null;
  loading: boolean;
  /** why the last rendering failed (the server's German message), or null */
  error: string | null;
}

const PREVIEW_DELAY = 300;

/** Whether the server can render the draft at all (the contract's size limits). */
const renderable = (draft: TemplateDraft) =>
  [draft.width, draft.height].every((side) => Number.isInteger(side) && side >= 100 && side <= 4000) &&
  Array.isArray(draft.layers);

/**
 * The server's rendering of the draft, asked for 300 ms after the last change (an older request is aborted);
 * the last picture stays while the next one is made or when it fails.
 */
export function usePreview(draft: TemplateDraft): Preview {
  const key = JSON.stringify({
    width: draft.width,
    height: draft.height,
    background: draft.background,
    layers: draft.layers,
  });
  const [preview, setPreview] = useState<Preview>({ url: null, loading: false, error: null });
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const wanted = JSON.parse(key) as TemplateDraft;
    if (!renderable(wanted)) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setPreview((current) => ({ ...current, loading: true }));
      fetchPreview(wanted, controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          if (shown.current) URL.revokeObjectURL(shown.current);
          shown.current = url;
          setPreview({ url, loading: false, error: null });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setPreview((current) => ({ ...current, loading: false, error: (error as Error).message }));
        },
      );
    }, PREVIEW_DELAY);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );
  return preview;
}
