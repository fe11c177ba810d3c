import { apiFetch } from '@bestellwerk/common/api/client';
import type { ConsentConfiguration } from '@bestellwerk/common/api/types';
import { queryOptions } from '@tanstack/react-query';

/** The current consent configuration and its version (conditional GET: the version is the ETag). */
export const consentQueryOptions = queryOptions({
  queryKey: ['consent'],
  queryFn: ({ signal }) => apiFetch<ConsentConfiguration>('/api/public/consent', { signal }),
  staleTime: 5 * 60 * 1000,
  retry: 1,
});
