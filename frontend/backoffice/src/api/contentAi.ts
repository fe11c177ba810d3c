/**
 * AI content (GET /api/content-ai/status, POST /api/content-ai/generate/site/{id} and …/generate/image): whether
 * the functions are set up, and starting a page draft or an image as a background job (api/jobs.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { contentAiMessages } from '../i18n/contentAi';
import { request } from './http';
import type { Job } from './jobs';

export type AiStatus = components['schemas']['AiStatus'];
export type AiImageSize = components['schemas']['AiImageRequest']['size'];

/** One proposed block of a page draft (the job's result, `blocks`); `index` null: the page's own fields. */
export interface ProposedBlock {
  index: number | null;
  type: string;
  label: string;
  content: Record<string, unknown>;
  errors: { path: string; code: string; message: string }[];
}

export interface SiteDraftResult {
  site: number;
  blocks: ProposedBlock[];
}

const texts = contentAiMessages;

export function useAiStatus() {
  return useQuery({
    queryKey: ['content-ai', 'status'],
    queryFn: async ({ signal }) =>
      (await request<AiStatus>('/content-ai/status', { fallback: texts.statusFailed }, { signal })).data as AiStatus,
    staleTime: Infinity,
    retry: false,
  });
}

export async function startSiteDraft(siteId: number, brief: string): Promise<Job> {
  const failure = { fallback: texts.startFailed, serverMessage: true };
  const path = `/content-ai/generate/site/${siteId}`;
  return (await request<Job>(path, failure, { method: 'POST', body: { brief } })).data as Job;
}

export async function startAiImage(body: { prompt: string; alt: string; size: AiImageSize }): Promise<Job> {
  const failure = { fallback: texts.startFailed, serverMessage: true };
  return (await request<Job>('/content-ai/generate/image', failure, { method: 'POST', body })).data as Job;
}
