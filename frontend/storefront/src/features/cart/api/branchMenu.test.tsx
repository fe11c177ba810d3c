import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '../../../testing/render';
import { MENU_RELOAD_CHECK_MS, MENU_RELOAD_MS, useBranchMenu } from './branchMenu';

afterEach(() => {
  vi.useRealTimers();
});

describe('useBranchMenu', () => {
  it('loads the active menu and reloads it once 4 hours have passed, checked every 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T08:00:00Z'));
    const intervals = vi.spyOn(window, 'setInterval');
    const fetchMock = stubApi({
      '/api/public/branches/online-shop/menu': { body: { data: { id: 1, name: 'Sortiment', catalog: [] } } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useBranchMenu('online-shop'), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('Sortiment'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const loadedAt = Date.now();
    const check = intervals.mock.calls.findLast(([, delay]) => delay === MENU_RELOAD_CHECK_MS)?.[0] as () => void;

    // a check just under 4 hours later: no reload
    vi.setSystemTime(loadedAt + MENU_RELOAD_MS - 1);
    act(() => check());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // the first check once 4 hours have passed reloads
    vi.setSystemTime(loadedAt + MENU_RELOAD_MS);
    act(() => check());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
