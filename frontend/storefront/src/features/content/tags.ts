/** Tag pages and tag lists (spec §2 Content site screens, §9): headings, titles, ordering, the collapsed list. */
import { type PublicNode, type PublicSite, storyContent, tagContent } from './types';
import { messages } from './messages';

export const FOCUS_NAME_LIMIT = 12;
export const STORY_CARD_TAG_LIMIT = 4;

/** 'Fokus: {name}' only when the name is shorter than 12 characters. */
export function tagHeading(name: string): string {
  return name.length < FOCUS_NAME_LIMIT ? `${messages.tag.focus} ${name}` : name;
}

/** 'Alles zum Thema {tag} - {shop title}' (the shop title may be empty while the config loads). */
export function tagPageTitle(name: string, shopTitle: string): string {
  return `${messages.tag.titlePrefix(name)}${shopTitle}`;
}

/** Tags by weight, heaviest first (ties by name). */
export function byWeight(tags: readonly PublicNode[]): PublicNode[] {
  return [...tags].sort(
    (a, b) =>
      (tagContent(b).weight ?? 0) - (tagContent(a).weight ?? 0) ||
      tagContent(a).name.localeCompare(tagContent(b).name, 'de'),
  );
}

/** The public stories carrying a tag: newest first, then by weight descending. */
export function storiesOfTag(tagId: number, sites: readonly PublicSite[]): PublicSite[] {
  return sites
    .filter((site) => site.type === 'story' && (storyContent(site).tags ?? []).includes(tagId))
    .sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || (storyContent(b).weight ?? 0) - (storyContent(a).weight ?? 0),
    );
}

/** A list with a limit shows limit-1 tags plus '+ N Weitere' when it has more than `limit`. */
export function collapsedTags<T>(tags: readonly T[], limit: number): { shown: T[]; hidden: number } {
  if (tags.length <= limit) return { shown: [...tags], hidden: 0 };
  return { shown: tags.slice(0, limit - 1), hidden: tags.length - (limit - 1) };
}
