import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useSubmit } from './useSubmit';

describe('useSubmit', () => {
  it('is pending while sending, ignores a second send meanwhile and reports the result', async () => {
    // given
    let resolve: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmit(send));

    // when
    act(() => result.current.mutate(1, { onSuccess }));
    act(() => result.current.mutate(2));

    // then
    expect(result.current.isPending).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => resolve('ok'));
    expect(onSuccess).toHaveBeenCalledWith('ok');
    expect(result.current.isPending).toBe(false);
    expect(result.current.isError).toBe(false);
  });

  it('reports a failure to the caller and in isError', async () => {
    // given
    const failure = new Error('weg');
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit(() => Promise.reject(failure)));

    // when
    act(() => result.current.mutate(undefined, { onError }));

    // then
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.isPending).toBe(false);
  });
});
