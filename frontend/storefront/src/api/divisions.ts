import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import type { Division } from '@bestellwerk/common/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getPublicDivisions(signal?: AbortSignal): Promise<Division[]> {
  return apiFetch<Division[]>('/api/public/divisions', { signal });
}

export const publicDivisionsQueryOptions = queryOptions({
  queryKey: ['public', 'divisions'],
  queryFn: ({ signal }) => getPublicDivisions(signal),
  initialData: () => preloadedData<Division[]>('/api/public/divisions'),
});

export function usePublicDivisions() {
  return useQuery(publicDivisionsQueryOptions);
}
