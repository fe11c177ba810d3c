import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import type { Config } from '@bestellwerk/common/api/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getConfig(signal?: AbortSignal): Promise<Config> {
  return apiFetch<Config>('/api/config', { signal });
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  initialData: () => preloadedData<Config>('/api/config'),
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
