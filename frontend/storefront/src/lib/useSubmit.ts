import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface Callbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

export interface Submit<TBody, TResult> {
  /** Sends once; a call while one is pending is ignored. */
  mutate: (body: TBody, callbacks?: Callbacks<TResult>) => void;
  isPending: boolean;
  isError: boolean;
}

/**
 * One write at a time with its pending and failed state: the part of TanStack's useMutation the
 * storefront uses, without its weight in the checkout's and status page's first load.
 */
export function useSubmit<TBody, TResult>(
  send: (body: TBody) => Promise<TResult>,
  onSuccess?: (result: TResult) => void,
): Submit<TBody, TResult> {
  const [state, setState] = useState<'idle' | 'pending' | 'error'>('idle');
  const pending = useRef(false);
  const latest = useRef({ send, onSuccess });
  useLayoutEffect(() => {
    latest.current = { send, onSuccess };
  });

  const mutate = useCallback((body: TBody, callbacks: Callbacks<TResult> = {}) => {
    if (pending.current) return;
    pending.current = true;
    setState('pending');
    latest.current.send(body).then(
      (result) => {
        pending.current = false;
        setState('idle');
        latest.current.onSuccess?.(result);
        callbacks.onSuccess?.(result);
      },
      (error: unknown) => {
        pending.current = false;
        setState('error');
        callbacks.onError?.(error);
      },
    );
  }, []);

  return { mutate, isPending: state === 'pending', isError: state === 'error' };
}
