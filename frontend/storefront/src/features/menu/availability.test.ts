import { describe, expect, it } from 'vitest';

import type { CatalogEntry, Product, PublicMenu } from '../../lib/catalogue';
import { rule } from '../../testing/fixtures';
import { availableAgain } from '../../lib/availableAgain';
import { menuGroups, windowedProducts } from './availability';

const semmel = { id: 1, name: 'Semmel', price: '0.55' } as Product;
const lunch = { id: 2, name: 'Mittagsmenü', price: '9.90', schedule: [rule('daily', '11:00', '14:00')] } as Product;
const breakfast = [rule('daily', '06:00', '11:00')];

function entry(id: number, products: Product[], category: Partial<CatalogEntry['category']> = {}): CatalogEntry {
  return { category: { id, name: `Kategorie ${id}`, ...category }, products } as CatalogEntry;
}

describe('menuGroups', () => {
  it('keeps categories and products in their schedule, or without one', () => {
    const groups = menuGroups(
      [entry(1, [semmel, lunch]), entry(2, [semmel], { schedule: breakfast })],
      '2026-03-04T12:00',
    );
    expect(groups.map((group) => [group.category.id, group.isAvailable, group.products.map((p) => p.id)])).toEqual([
      [1, true, [1, 2]],
    ]);
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

  it('says when an unavailable category is available again', () => {
    const visible = { schedule: breakfast, isVisibleWhenUnavailable: true };
    const notice = (wallNow: string) => menuGroups([entry(2, [semmel], visible)], wallNow)[0]?.unavailableNotice;
    expect(notice('2026-03-04T05:10')).toBe('Derzeit nicht verfügbar. Wieder verfügbar ab 06:00 Uhr.');
    expect(notice('2026-03-04T11:00')).toBe('Derzeit nicht verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.');
    expect(notice('2026-03-04T08:00')).toBeNull();
    const weekdays = {
      schedule: [...breakfast, rule('saturday', null, null), rule('sunday', null, null)],
      isVisibleWhenUnavailable: true,
    };
    expect(menuGroups([entry(2, [semmel], weekdays)], '2026-03-06T12:00')[0]?.unavailableNotice).toBe(
      'Derzeit nicht verfügbar. Wieder verfügbar am Montag ab 06:00 Uhr.',
    );
  });
});

describe('availableAgain', () => {
  it('names today, tomorrow, a weekday of this week, else the date', () => {
    expect(availableAgain('2026-03-04T06:00', '2026-03-04T05:00')).toBe('Wieder verfügbar ab 06:00 Uhr.');
    expect(availableAgain('2026-03-05T06:00', '2026-03-04T12:00')).toBe('Wieder verfügbar morgen ab 06:00 Uhr.');
    expect(availableAgain('2026-03-10T06:00', '2026-03-04T12:00')).toBe('Wieder verfügbar am Dienstag ab 06:00 Uhr.');
    expect(availableAgain('2026-03-11T06:00', '2026-03-04T12:00')).toBe('Wieder verfügbar am 11.03.2026 ab 06:00 Uhr.');
  });
});

describe('windowedProducts', () => {
  it('gives each product the schedules of all its categories', () => {
    const menu = {
      catalog: [
        entry(1, [semmel, lunch], { isEnabled: true }),
        entry(2, [semmel], { isEnabled: true, schedule: breakfast }),
      ],
    } as PublicMenu;
    const products = windowedProducts(menu);
    expect(products.get(1)?.categorySchedules).toEqual([[], breakfast]);
    expect(products.get(2)?.categorySchedules).toEqual([[]]);
  });
});
