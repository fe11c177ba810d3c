/**
 * The calls of the template editor and of generating (docs/imaging.md): the preview as a PNG (a blob, so not
 * through the JSON client: same CSRF header and cookies as @bestellwerk/common/api/client), generating one
 * image, a batch as a background job (followed and cancelled through api/jobs.ts).
 */
import type { Identifier } from 'react-admin';
import { readCookie } from '@bestellwerk/common/api/client';
import { API_URL, request } from '../../api/http';
import { imagingMessages } from '../../i18n/imaging';
import type { LibraryImage } from '../../images/api';
import type { BatchRequest, GenerateRequest, Job, PlaceholderValues, TemplateDraft } from '../types';

const m = imagingMessages['image-templates'];
const templatePath = (id: Identifier) => `/image-templates/${encodeURIComponent(String(id))}`;

/** The server's first error message of a failed non-JSON call, else the fallback. */
async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { errors?: { message?: string }[] };
    return body.errors?.[0]?.message || fallback;
  } catch {
    return fallback;
  }
}

/** POST /api/image-templates/preview: the server's rendering of the unsaved template as a PNG. */
export async function fetchPreview(draft: TemplateDraft, signal?: AbortSignal, values?: PlaceholderValues) {
  const token = readCookie('csrftoken');
  let response: Response;
  try {
    response = await fetch(`${API_URL}/image-templates/preview`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'image/png', 'Content-Type': 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
      body: JSON.stringify({
        width: draft.width,
        height: draft.height,
        background: draft.background,
        layers: draft.layers,
        ...(values ? { values } : {}),
      }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(m.editor.previewFailed);
  }
  if (!response.ok) throw new Error(await messageOf(response, m.editor.previewFailed));
  return response.blob();
}

/** POST /api/image-templates/{id}/generate: the new library image. */
export async function generateImage(id: Identifier, body: GenerateRequest): Promise<LibraryImage> {
  const failure = { fallback: m.generate.generateFailed, serverMessage: true };
  return (await request<LibraryImage>(`${templatePath(id)}/generate`, failure, { method: 'POST', body })).data;
}

/** POST /api/image-templates/{id}/batches: the background job that generates one image per product. */
export async function startBatch(id: Identifier, body: BatchRequest): Promise<Job> {
  const failure = { fallback: m.generate.batchFailed, serverMessage: true };
  return (await request<Job>(`${templatePath(id)}/batches`, failure, { method: 'POST', body })).data;
}

/** The library images a batch made (`result.images`), as ids. */
export function jobImages(job: Job | undefined): number[] {
  const images = (job?.result as { images?: unknown } | null | undefined)?.images;
  return Array.isArray(images) ? images.filter((id): id is number => typeof id === 'number') : [];
}
