import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { PublicMenu } from '../../../lib/catalogue';

/** Categories, products and menus reload once this much time has passed (spec §9)… */
export const MENU_RELOAD_MS = 4 * 60 * 60 * 1000;
/** …checked this often. */
export const MENU_RELOAD_CHECK_MS = 10_000;

export function getBranchMenu(identifier: string, signal?: AbortSignal): Promise<PublicMenu> {
  return apiFetch<PublicMenu>(`/api/public/branches/${encodeURIComponent(identifier)}/menu`, { signal });
}

export function branchMenuQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: ['public', 'branches', identifier, 'menu'],
    queryFn: ({ signal }) => getBranchMenu(identifier, signal),
    initialData: () => preloadedData<PublicMenu>(`/api/public/branches/${encodeURIComponent(identifier)}/menu`),
    staleTime: MENU_RELOAD_MS,
  });
}

/** The branch's active menu (GET /api/public/branches/{identifier}/menu), reloaded after 4 hours. */
export function useBranchMenu(identifier: string) {
  const query = useQuery(branchMenuQueryOptions(identifier));
  const { dataUpdatedAt, refetch } = query;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (dataUpdatedAt > 0 && Date.now() - dataUpdatedAt >= MENU_RELOAD_MS) void refetch();
    }, MENU_RELOAD_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [dataUpdatedAt, refetch]);
  return query;
}
