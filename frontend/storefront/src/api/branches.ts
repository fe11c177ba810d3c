import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import type { Branch } from '@bestellwerk/common/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getPublicBranches(signal?: AbortSignal): Promise<Branch[]> {
  // the public list is small (a business's branches); one page of the maximum size holds it
  return apiFetch<Branch[]>('/api/public/branches', { signal, query: { pageSize: 1000 } });
}

export function getPublicBranch(identifier: string, signal?: AbortSignal): Promise<Branch> {
  return apiFetch<Branch>(`/api/public/branches/${encodeURIComponent(identifier)}`, { signal });
}

export const publicBranchesQueryOptions = queryOptions({
  queryKey: ['public', 'branches'],
  queryFn: ({ signal }) => getPublicBranches(signal),
  initialData: () => preloadedData<Branch[]>('/api/public/branches?pageSize=1000'),
});

export function publicBranchQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: ['public', 'branches', identifier],
    queryFn: ({ signal }) => getPublicBranch(identifier, signal),
    initialData: () => preloadedData<Branch>(`/api/public/branches/${encodeURIComponent(identifier)}`),
  });
}

export function usePublicBranches() {
  return useQuery(publicBranchesQueryOptions);
}

export function usePublicBranch(identifier: string) {
  return useQuery(publicBranchQueryOptions(identifier));
}
