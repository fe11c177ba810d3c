import { apiFetch } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type LegalPage = components['schemas']['LegalPage'];

/** A legal page (AGB, Datenschutz, Impressum, Allergene); the server renders and sanitises its markdown. */
export function getLegalPage(slug: string, signal?: AbortSignal): Promise<LegalPage> {
  return apiFetch<LegalPage>(`/api/public/legal/${encodeURIComponent(slug)}`, { signal });
}

export function legalPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['public', 'legal', slug],
    queryFn: ({ signal }) => getLegalPage(slug, signal),
    retry: false,
  });
}

export function useLegalPage(slug: string) {
  return useQuery(legalPageQueryOptions(slug));
}
