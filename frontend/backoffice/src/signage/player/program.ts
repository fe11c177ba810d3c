/** What plays at an instant, from the player's last answer alone (no network needed): the answer's segment until
 * its `until`, then `next`. */
import type { PlayerAnswer, PlayerScene, Program } from './api';

export function programAt(answer: PlayerAnswer, now: number): Program {
  const current: Program = { segment: answer.segment, scenes: answer.scenes, until: answer.until };
  if (current.until && now >= Date.parse(current.until) && answer.next) return answer.next;
  return current;
}

/** A key that changes when another program starts (another segment, or the same one again after its end). */
export const programKey = (program: Program) => `${program.segment?.id ?? 'none'}@${program.until ?? ''}`;

/** How long a scene stays (10 s when the segment names no duration). */
export const sceneMs = (scene: PlayerScene) => Math.max(1, scene.durationSeconds ?? 10) * 1000;

/** Every image the answer's scenes show (menu boards' products, blocks' pictures), to be cached. */
export function imageUrls(answer: PlayerAnswer): string[] {
  const scenes = [
    ...answer.scenes,
    ...(answer.next?.scenes ?? []),
    ...(answer.override ? [answer.override.scene] : []),
  ];
  const urls = new Set<string>();
  for (const scene of scenes) {
    for (const category of scene.menuBoard?.categories ?? []) {
      for (const product of category.products) if (product.image) urls.add(product.image.url);
    }
    collectImages(scene.content, urls);
  }
  return [...urls];
}

const isImage = (value: unknown): value is { id: number; version: number; extension: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { version?: unknown }).version === 'number' &&
  typeof (value as { extension?: unknown }).extension === 'string';

/** The large variant of a content image (/image/large/<id>-<version>.<extension>). */
export const contentImageUrl = (image: { id: number; version: number; extension: string }) =>
  `/image/large/${image.id}-${image.version}.${image.extension}`;

function collectImages(value: unknown, urls: Set<string>, key = ''): void {
  if (Array.isArray(value)) {
    value.forEach((child) => collectImages(child, urls, key));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if ((key === 'image' || key === 'images' || key === 'poster') && isImage(value)) {
    urls.add(contentImageUrl(value));
    return;
  }
  for (const [name, child] of Object.entries(value)) collectImages(child, urls, name);
}
