import type { PublicNode, PublicSite, StoryContent } from './types';

/** A public story site for tests. */
export function makeStory(id: number, content: StoryContent, fields: Partial<PublicSite> = {}): PublicSite {
  return {
    id,
    path: `geschichten/${id}`,
    name: `Geschichte ${id}`,
    title: '',
    description: '',
    type: 'story',
    content: content as Record<string, unknown>,
    isPublic: true,
    isPreview: false,
    createdAt: '2026-11-01T10:00:00Z',
    ...fields,
  };
}

export function makeTag(id: number, name: string, weight = 0): PublicNode {
  return {
    id,
    type: 'tag',
    identifier: name.toLowerCase().replace(/\s+/g, '-'),
    content: { name, weight },
  } as PublicNode;
}
