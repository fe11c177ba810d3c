/**
 * Background jobs a person waits for (GET /api/jobs/{id}, POST /api/jobs/{id}/cancel): read every second until
 * they are finished, cancelled on request.
 */
import { useQuery } from '@tanstack/react-query';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { jobMessages } from '../i18n/contentAi';
import { request } from './http';

export type Job = components['schemas']['Job'];

export const JOB_POLL_MS = 1000;
const texts = jobMessages;

export const isFinished = (job: Job | undefined) =>
  job !== undefined && (job.status === 'done' || job.status === 'failed' || job.status === 'canceled');

export async function fetchJob(id: number, signal?: AbortSignal): Promise<Job> {
  return (await request<Job>(`/jobs/${id}`, { fallback: texts.loadFailed }, { signal })).data as Job;
}

export async function cancelJob(id: number): Promise<Job> {
  const failure = { fallback: texts.cancelFailed, serverMessage: true };
  return (await request<Job>(`/jobs/${id}/cancel`, failure, { method: 'POST' })).data as Job;
}

/** The job, read again every second until it is finished (`first`: the answer that started it). */
export function useJob(id: number | undefined, first?: Job) {
  return useQuery({
    queryKey: ['jobs', id],
    queryFn: ({ signal }) => fetchJob(id as number, signal),
    enabled: id !== undefined,
    initialData: first && first.id === id ? first : undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : JOB_POLL_MS),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
