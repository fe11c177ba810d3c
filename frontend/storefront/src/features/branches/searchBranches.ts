/**
 * Branch search and tag filter of the division page (spec §5 "Branch search"): the trimmed term is
 * split on commas and spaces; a branch matches when any word is contained, case-insensitively, in
 * its name, street, city, zip code, keywords or a tag name. An empty term matches every branch.
 */
import type { Branch } from '@bestellwerk/common/api/types';

type Searchable = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords' | 'tags'>;

const lower = (text: string) => text.toLocaleLowerCase('de');

export function searchWords(term: string): string[] {
  return lower(term.trim())
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function matchesSearch(branch: Searchable, term: string): boolean {
  const words = searchWords(term);
  if (words.length === 0) return true;
  const fields = [
    branch.name,
    branch.street,
    branch.city,
    branch.zipCode,
    branch.keywords,
    ...branch.tags.map((tag) => tag.name),
  ].map((field) => lower(field ?? ''));
  return words.some((word) => fields.some((field) => field.includes(word)));
}

/** Branches matching the term and, when a tag is selected, carrying it. */
export function filterBranches<T extends Searchable>(branches: readonly T[], term: string, tagId: number | null): T[] {
  return branches.filter(
    (branch) => matchesSearch(branch, term) && (tagId === null || branch.tags.some((tag) => tag.id === tagId)),
  );
}

/** Clicking the selected tag again clears the filter; another tag replaces it. */
export function toggleTag(selected: number | null, clicked: number): number | null {
  return selected === clicked ? null : clicked;
}

/** The tags the branches carry, each once, by name. */
export function branchTags(branches: readonly Pick<Branch, 'tags'>[]): Branch['tags'] {
  const byId = new Map<number, Branch['tags'][number]>();
  for (const branch of branches) for (const tag of branch.tags) byId.set(tag.id, tag);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
