import { describe, expect, it } from 'vitest';

import { makeConfig } from '../testing/fixtures';
import { branchPageTitle, notFoundPageTitle, shopDescription, shopTitle } from './documentHead';

describe('page titles', () => {
  it.each([
    [{ seoTitle: 'Kornfeld online', title: 'Kornfeld – Bäckerei', shopName: 'Kornfeld' }, 'Kornfeld online'],
    [{ seoTitle: '', title: 'Kornfeld – Bäckerei', shopName: 'Kornfeld' }, 'Kornfeld – Bäckerei'],
    [{ seoTitle: ' ', title: '', shopName: 'Kornfeld' }, 'Kornfeld'],
  ])('falls back from seoTitle to title to shopName (%o)', (fields, expected) => {
    expect(shopTitle(makeConfig(fields))).toBe(expected);
  });

  it("names a branch page '{branch name} - {shop title}'", () => {
    expect(branchPageTitle({ name: 'Bäckerei Linz' }, makeConfig({ seoTitle: '', title: 'Kornfeld' }))).toBe(
      'Bäckerei Linz - Kornfeld',
    );
  });

  it('uses the bare name while the config is not loaded', () => {
    expect(branchPageTitle({ name: 'Bäckerei Linz' }, undefined)).toBe('Bäckerei Linz');
    expect(notFoundPageTitle(undefined)).toBe('404 Not Found');
  });

  it('falls back from seoDescription to description, without markup', () => {
    expect(shopDescription(makeConfig({ seoDescription: 'SEO', description: '<p>Text</p>' }))).toBe('SEO');
    expect(shopDescription(makeConfig({ seoDescription: '', description: '<p>Frisches <b>Brot</b></p>' }))).toBe(
      'Frisches Brot',
    );
  });
});
