/** The content schema (GET /api/content-schema), loaded once per session and cached by react-query. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/http';
import { cmsContentMessages } from '../../i18n/cmsContent';
import type { ContentSchema } from './types';

export const CONTENT_SCHEMA_KEY = ['cms', 'content-schema'] as const;

export async function fetchContentSchema(signal?: AbortSignal): Promise<ContentSchema> {
  const envelope = await request<ContentSchema>(
    '/content-schema',
    { fallback: cmsContentMessages.loadFailed },
    { signal },
  );
  return envelope.data as ContentSchema;
}

export function useContentSchema() {
  return useQuery({
    queryKey: CONTENT_SCHEMA_KEY,
    queryFn: ({ signal }) => fetchContentSchema(signal),
    staleTime: Infinity,
  });
}
