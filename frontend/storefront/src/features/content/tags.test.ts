import { describe, expect, it } from 'vitest';

import { byWeight, collapsedTags, storiesOfTag, tagHeading, tagPageTitle } from './tags';
import { makeStory, makeTag } from './testing';

describe('tag page rules', () => {
  it("prefixes 'Fokus:' only for names shorter than 12 characters", () => {
    expect(tagHeading('Regional')).toBe('Fokus: Regional');
    expect(tagHeading('Elf Zeichen')).toBe('Fokus: Elf Zeichen'); // 11
    expect(tagHeading('Zwölf Zeiche')).toBe('Zwölf Zeiche'); // 12
    expect(tagHeading('Nachhaltigkeit')).toBe('Nachhaltigkeit');
  });

  it("titles the page 'Alles zum Thema {tag} - ' and the shop title", () => {
    expect(tagPageTitle('Regional', 'Kornfeld')).toBe('Alles zum Thema Regional - Kornfeld');
    expect(tagPageTitle('Regional', '')).toBe('Alles zum Thema Regional - ');
  });

  it('lists the stories carrying the tag newest first, then by weight descending', () => {
    const sites = [
      makeStory(1, { tags: [5], weight: 1 }, { createdAt: '2026-10-01T08:00:00Z' }),
      makeStory(2, { tags: [5], weight: 9 }, { createdAt: '2026-10-01T08:00:00Z' }),
      makeStory(3, { tags: [5], weight: 0 }, { createdAt: '2026-11-02T08:00:00Z' }),
      makeStory(4, { tags: [6], weight: 50 }, { createdAt: '2026-11-20T08:00:00Z' }),
      makeStory(5, { tags: [5] }, { type: 'default' }),
    ];
    expect(storiesOfTag(5, sites).map((site) => site.id)).toEqual([3, 2, 1]);
  });

  it('sorts tags by weight descending and collapses a list over the limit to limit-1 plus the rest', () => {
    const tags = [makeTag(1, 'Regional', 5), makeTag(2, 'Wirtshaus', 10), makeTag(3, 'Catering', 5)];
    expect(byWeight(tags).map((tag) => tag.id)).toEqual([2, 3, 1]);
    expect(collapsedTags([1, 2, 3, 4], 4)).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
    expect(collapsedTags([1, 2, 3, 4, 5, 6], 4)).toEqual({ shown: [1, 2, 3], hidden: 3 });
  });
});
