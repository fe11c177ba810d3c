import { describe, expect, it } from 'vitest';

import { relatedScore, relatedStories } from './related';
import { makeStory } from './testing';

const client = (name: string) => ({ type: 'client' as const, name });
const partner = (name: string) => ({ type: 'partner' as const, name });
const text = (value: string) => ({ type: 'customText' as const, value });

const story = makeStory(1, { tags: [10, 11], storyAttributes: [client('Huber'), partner('Leitner'), text('Wien')] });

describe('related stories', () => {
  it('scores same client 200, same partner 100, same custom text 2 and 10 per shared tag', () => {
    expect(relatedScore(story, makeStory(2, { storyAttributes: [client('huber ')] }))).toBe(200);
    expect(relatedScore(story, makeStory(3, { storyAttributes: [partner('Leitner')] }))).toBe(100);
    expect(relatedScore(story, makeStory(4, { storyAttributes: [text('Wien')] }))).toBe(2);
    expect(relatedScore(story, makeStory(5, { tags: [10, 11, 12] }))).toBe(20);
    expect(
      relatedScore(story, makeStory(6, { tags: [11], storyAttributes: [client('Huber'), partner('Leitner')] })),
    ).toBe(310);
    // a client named like the partner is not the same client
    expect(relatedScore(story, makeStory(7, { storyAttributes: [client('Leitner')] }))).toBe(0);
  });

  it('shows the 6 best of a pool of 20 other stories, best first, never the story itself', () => {
    const others = Array.from({ length: 30 }, (_, index) =>
      makeStory(index + 2, { tags: index === 3 ? [10] : [], storyAttributes: index === 7 ? [client('Huber')] : [] }),
    );
    // random() = 0.999 keeps the given order: Fisher–Yates then swaps each item with itself
    const shown = relatedStories(story, [story, ...others, makeStory(99, {}, { type: 'default' })], () => 0.999);

    expect(shown).toHaveLength(6);
    expect(shown.map((site) => site.id)).not.toContain(1);
    expect(shown.map((site) => site.id)).not.toContain(99);
    expect(shown.slice(0, 2).map((site) => site.id)).toEqual([9, 5]);
  });

  it('draws the pool at random: only 20 of the others are considered', () => {
    const others = Array.from({ length: 30 }, (_, index) => makeStory(index + 2, {}));
    const bestLast = [...others.slice(0, 29), makeStory(40, { storyAttributes: [client('Huber')] })];
    // with random() = 0.999 the order stays as given, so the pool is the first 20 and misses story 40
    expect(relatedStories(story, bestLast, () => 0.999).map((site) => site.id)).not.toContain(40);
  });
});
