import { describe, expect, it } from 'vitest';

import { makeBranch } from '../../testing/fixtures';
import { branchTags, filterBranches, matchesSearch, searchWords, toggleTag } from './searchBranches';

const mariahilf = makeBranch({
  id: 1,
  name: 'Kornfeld Wirtshaus Mariahilf',
  street: 'Mariahilfer Straße 88',
  zipCode: '1070',
  city: 'Wien',
  keywords: 'Schnitzel, Gastgarten',
  tags: [{ id: 10, name: 'Regional' }],
});
const linz = makeBranch({
  id: 2,
  name: 'Kornfeld Bäckerei Linz',
  street: 'Landstraße 31',
  zipCode: '4020',
  city: 'Linz',
  keywords: 'Frühstück',
  tags: [
    { id: 11, name: 'Hausgemacht' },
    { id: 10, name: 'Regional' },
  ],
});
const graz = makeBranch({
  id: 3,
  name: 'Graz-Lend',
  street: 'Lendplatz 12',
  zipCode: '8020',
  city: 'Graz',
  keywords: '',
  tags: [],
});
const all = [mariahilf, linz, graz];
const ids = (branches: readonly { id: number }[]) => branches.map((branch) => branch.id);

describe('searchWords', () => {
  it.each([
    ['  Wien  ', ['wien']],
    ['Wien,Linz', ['wien', 'linz']],
    ['Wien, Linz  4020', ['wien', 'linz', '4020']],
    [' , ,', []],
    ['', []],
    ['ÖSTERREICH', ['österreich']],
  ])('%j -> %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['name', 'wirtshaus', [1]],
    ['street', 'landstr', [2]],
    ['city, case-insensitive', 'GRAZ', [3]],
    ['zip code, partial', '40', [2]],
    ['keywords', 'gastgarten', [1]],
    ['tag name', 'hausgemacht', [2]],
    ['tag name shared', 'regional', [1, 2]],
    ['any word of several, comma', 'linz,graz', [2, 3]],
    ['any word of several, spaces', 'wien   8020', [1, 3]],
    ['comma and space', '1070, Graz', [1, 3]],
    ['umlaut case-insensitive', 'BÄCKEREI', [2]],
    ['no match', 'salzburg', []],
    ['empty term', '', [1, 2, 3]],
    ['blank term', '   ', [1, 2, 3]],
  ])('%s: %j', (_, term, expected) => {
    expect(ids(all.filter((branch) => matchesSearch(branch, term)))).toEqual(expected);
  });
});

describe('filterBranches', () => {
  it('requires the selected tag on top of the search', () => {
    expect(ids(filterBranches(all, '', 10))).toEqual([1, 2]);
    expect(ids(filterBranches(all, 'linz', 10))).toEqual([2]);
    expect(ids(filterBranches(all, 'graz', 10))).toEqual([]);
    expect(ids(filterBranches(all, '', null))).toEqual([1, 2, 3]);
  });
});

describe('toggleTag', () => {
  it('selects, replaces and clears on a second click', () => {
    expect(toggleTag(null, 10)).toBe(10);
    expect(toggleTag(10, 11)).toBe(11);
    expect(toggleTag(11, 11)).toBeNull();
  });
});

describe('branchTags', () => {
  it('lists each tag once, by name', () => {
    expect(branchTags(all)).toEqual([
      { id: 11, name: 'Hausgemacht' },
      { id: 10, name: 'Regional' },
    ]);
  });
});
