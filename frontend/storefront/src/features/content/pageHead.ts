/** Titles and descriptions of content pages (spec "Page titles"); the server renders the same (backend/web/content.py). */
import { type PublicSite, storyContent } from './types';

/** '{site title or name}'; a story's title is its title, else shortTitle, else name. */
export function siteHeading(site: PublicSite): string {
  if (site.type === 'story') {
    const content = storyContent(site);
    return site.title || content.title || content.shortTitle || site.name;
  }
  return site.title || site.name;
}

export function siteDescription(site: PublicSite): string {
  return site.description || (site.type === 'story' ? (storyContent(site).introduction ?? '') : '');
}
