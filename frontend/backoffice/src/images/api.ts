/**
 * Calls of the image input: the media library at /api/images (upload, alt text, search) and the
 * addresses images are served at (/image/{id}-{version}.{ext}, resized /image/{size}/...).
 */
import { request } from '../api/http';
import { de } from '../i18n/de';

/** How products, categories and tags refer to an image. */
export interface ImageRef {
  id: number;
  version: number;
  extension: string;
}

/** An image of the media library as /api/images returns it. */
export interface LibraryImage extends ImageRef {
  alt: string;
  width?: number | null;
  height?: number | null;
  mimeType?: string;
  url?: string;
  previewUrl?: string;
  originalName?: string;
}

export type ImageSize = 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large';

export function imageUrl(image: ImageRef, size?: ImageSize): string {
  const file = `${image.id}-${image.version}.${image.extension}`;
  return size ? `/image/${size}/${file}` : `/image/${file}`;
}

export const toImageRef = ({ id, version, extension }: ImageRef): ImageRef => ({ id, version, extension });

const texts = de.bestellwerk.imageInput;

/** Reads a file as a data URL, reporting the share read so far (0-100). */
export function readAsDataUrl(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(texts.readFailed));
    reader.readAsDataURL(file);
  });
}

/** POST /api/images; a refusal rejects with the server's first German message. */
export async function uploadImage(data: string, filename: string, alt: string): Promise<LibraryImage> {
  const failure = { fallback: texts.uploadFailed, serverMessage: true };
  return (await request<LibraryImage>('/images', failure, { method: 'POST', body: { data, filename, alt } })).data;
}

export async function saveImageAlt(id: number, alt: string): Promise<LibraryImage> {
  const failure = { fallback: texts.altFailed, serverMessage: true };
  return (await request<LibraryImage>(`/images/${id}`, failure, { method: 'PUT', body: { alt } })).data;
}

/** The library images with these ids (for their alt texts). */
export async function imagesById(ids: readonly number[], signal?: AbortSignal): Promise<LibraryImage[]> {
  if (ids.length === 0) return [];
  const query = { id: ids, pageSize: ids.length };
  return (await request<LibraryImage[]>('/images', { fallback: texts.loadFailed }, { query, signal })).data ?? [];
}

/** One page of the library, optionally searched. */
export async function searchImages(q: string, page: number, pageSize: number, signal?: AbortSignal) {
  const query = { q, page, pageSize };
  const response = await request<LibraryImage[]>('/images', { fallback: texts.loadFailed }, { query, signal });
  return { images: response.data ?? [], total: response.meta?.total ?? 0 };
}
