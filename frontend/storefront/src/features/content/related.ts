/**
 * 'Weitere Geschichten entdecken' (spec §9 Related stories): a pool of up to 20 random public stories
 * (the story itself left out), each scored against the story shown: same client +200, same partner +100,
 * same custom text +2, each shared tag +10; the 6 best are shown (ties keep the pool's order).
 */
import { type PublicSite, type StoryAttribute, storyContent } from './types';

export const RELATED_POOL = 20;
export const RELATED_SHOWN = 6;

function values(attributes: StoryAttribute[] | undefined, kind: StoryAttribute['type']): Set<string> {
  const found = new Set<string>();
  for (const attribute of attributes ?? []) {
    if (attribute.type !== kind) continue;
    if (attribute.type === 'client' || attribute.type === 'partner') found.add(attribute.name.trim().toLowerCase());
    if (attribute.type === 'customText') found.add(attribute.value.trim().toLowerCase());
  }
  return found;
}

function overlaps(a: Set<string>, b: Set<string>): boolean {
  for (const value of a) if (b.has(value)) return true;
  return false;
}

export function relatedScore(story: PublicSite, other: PublicSite): number {
  const mine = storyContent(story);
  const theirs = storyContent(other);
  let score = 0;
  if (overlaps(values(mine.storyAttributes, 'client'), values(theirs.storyAttributes, 'client'))) score += 200;
  if (overlaps(values(mine.storyAttributes, 'partner'), values(theirs.storyAttributes, 'partner'))) score += 100;
  if (overlaps(values(mine.storyAttributes, 'customText'), values(theirs.storyAttributes, 'customText'))) score += 2;
  const tags = new Set(mine.tags ?? []);
  for (const tag of new Set(theirs.tags ?? [])) if (tags.has(tag)) score += 10;
  return score;
}

/** Fisher–Yates with an injectable random source (tests pin it). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function relatedStories(
  story: PublicSite,
  sites: readonly PublicSite[],
  random: () => number = Math.random,
): PublicSite[] {
  const others = sites.filter((site) => site.type === 'story' && site.id !== story.id);
  const pool = shuffled(others, random).slice(0, RELATED_POOL);
  return pool
    .map((site, index) => ({ site, index, score: relatedScore(story, site) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_SHOWN)
    .map(({ site }) => site);
}
