import { describe, expect, it } from 'vitest';

import type { CatalogEntry, Product } from '../../lib/catalogue';
import { rule } from '../../testing/fixtures';
import { menuGroups } from './availability';

const semmel = { id: 1, name: 'Semmel', price: '0.55' } as Product;
const lunch = { id: 2, name: 'Mittagsmenü', price: '9.90', schedule: [rule('daily', '11:00', '14:00')] } as Product;
const breakfast = [rule('daily', '06:00', '11:00')];

function entry(id: number, products: Product[], category: Partial<CatalogEntry['category']> = {}): CatalogEntry {
  return { category: { id, name: `Kategorie ${id}`, ...category }, products } as CatalogEntry;
}

describe('menuGroups', () => {
  it('keeps categories and products in their schedule, or without one', () => {
    const groups = menuGroups([entry(1, [semmel, lunch]), entry(2, [semmel], { schedule: breakfast })], '2026-03-04T12:00');
    expect(groups.map((group) => [group.category.id, group.isAvailable, group.products.map((p) => p.id)])).toEqual([[1, true, [1, 2]]]);
  });

  it('shows a category outside its schedule as unavailable only when it is visible when unavailable', () => {
    const groups = menuGroups(
      [entry(1, [semmel, lunch]), entry(2, [semmel], { schedule: breakfast, isVisibleWhenUnavailable: true })],
      '2026-03-04T15:00',
    );
    expect(groups.map((group) => [group.category.id, group.isAvailable, group.products.map((p) => p.id)])).toEqual([
      [1, true, [1]],
      [2, false, [1]],
    ]);
  });

  it('drops a group without products', () => {
    expect(menuGroups([entry(1, [lunch])], '2026-03-04T20:00')).toEqual([]);
  });
});
