import { apiFetch } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';

type PublicNode = components['schemas']['PublicNode'];

export interface MediaImage {
  id: number;
  version: number;
  extension: string;
  alt?: string;
}

export interface MediaFile {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
}

/** A medium of the content schema (image, video, gif, screenshots, slices), as far as this page shows it. */
export interface Media {
  type: 'image' | 'video' | 'gif' | 'screenshots' | 'slices';
  image?: MediaImage;
  images?: MediaImage[];
  video?: MediaFile;
  poster?: MediaImage;
  interval?: number;
  isAutoplay?: boolean;
  isMuted?: boolean;
  isControllable?: boolean;
  isLooped?: boolean;
}

export interface SocialAsset {
  id: number;
  name: string;
  description: string;
  media: Media | null;
}

function assetOf(node: PublicNode): SocialAsset {
  const content = node.content as Record<string, unknown>;
  return {
    id: node.id,
    name: typeof content.name === 'string' ? content.name : '',
    description: typeof content.description === 'string' ? content.description : '',
    media: content.media && typeof content.media === 'object' ? (content.media as Media) : null,
  };
}

export async function getSocialAssets(signal?: AbortSignal): Promise<SocialAsset[]> {
  const nodes = await apiFetch<PublicNode[]>('/api/public/nodes', { query: { type: 'socialAsset' }, signal });
  return nodes.map(assetOf);
}

export async function getSocialAsset(id: number, signal?: AbortSignal): Promise<SocialAsset | null> {
  const node = await apiFetch<PublicNode>(`/api/public/nodes/${id}`, { signal });
  return node.type === 'socialAsset' ? assetOf(node) : null;
}

export const imageUrl = (image: MediaImage, size: 'small' | 'large') =>
  `/image/${size}/${image.id}-${image.version}.${image.extension}`;

export const fileUrl = (file: MediaFile) => `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;

/** Every image of a medium, in order (a video's poster for the list's thumbnail). */
export function imagesOf(media: Media | null): MediaImage[] {
  if (!media) return [];
  if (media.type === 'image') return media.image ? [media.image] : [];
  if (media.type === 'video') return media.poster ? [media.poster] : [];
  return media.images ?? [];
}
