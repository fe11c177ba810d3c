import { apiFetch } from '@bestellwerk/common/api/client';
import { preloadedData } from '@bestellwerk/common/api/preloaded';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicNode, PublicSite } from '../types';

/** The lookup address of a path, byte for byte as the server ships it (backend/web/preload.py lookup_url). */
export function lookupUrl(path: string, preview = false): string {
  const url = `/api/public/sites/lookup?path=${encodeURIComponent(path)}`;
  return preview ? `${url}&preview=1` : url;
}

function preloadedOr<T>(url: string, signal: AbortSignal): Promise<T> {
  const shipped = preloadedData<T>(url);
  return shipped !== undefined ? Promise.resolve(shipped) : apiFetch<T>(url, { signal });
}

/** The site at a path ('' the home page); `preview` (staff, ?vorschau=1) asks for the draft or the unpublished site. */
export function siteLookupQuery(path: string, preview = false) {
  const url = lookupUrl(path, preview);
  return queryOptions({
    queryKey: ['public', 'site', path, preview],
    queryFn: ({ signal }) => preloadedOr<PublicSite>(url, signal),
    retry: false,
  });
}

export function useSiteLookup(path: string, preview = false) {
  return useQuery(siteLookupQuery(path, preview));
}

const SITES = '/api/public/sites';
const TAGS = '/api/public/nodes?type=tag';
const BLOCKS = '/api/public/blocks';

/** Every public site (stories for the overviews, paths of site links). */
export function useSites() {
  return useQuery({
    queryKey: ['public', 'sites'],
    queryFn: ({ signal }) => preloadedOr<PublicSite[]>(SITES, signal),
    staleTime: 5 * 60_000,
  });
}

/** The public tags. */
export function useTags() {
  return useQuery({
    queryKey: ['public', 'nodes', 'tag'],
    queryFn: ({ signal }) => preloadedOr<PublicNode[]>(TAGS, signal),
    staleTime: 5 * 60_000,
  });
}

/** The reusable blocks (pages embed them by id). */
export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'blocks'],
    queryFn: ({ signal }) => apiFetch<{ id: number; content: Record<string, unknown> }[]>(BLOCKS, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
