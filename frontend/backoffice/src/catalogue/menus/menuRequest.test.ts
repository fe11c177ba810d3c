import { describe, expect, it } from 'vitest';
import { activeMenuByBranch, branchesWhereActive } from './activeMenus';
import { fromBusinessInput, toBusinessInput, validBusinessTime } from '../../components/businessTime';
import { toMenuRequest } from './menuRequest';

describe('toMenuRequest (the body of POST/PUT /api/menus)', () => {
  it('keeps exactly the writable fields, trimmed name, catalogue in order', () => {
    const record = {
      id: 7,
      name: '  Sommerkarte ',
      availableFrom: '2026-06-30T22:00:00.000Z',
      branches: [4, 2],
      catalog: [
        { category: 3, products: [30, 12, 31] },
        { category: 1, products: [] },
      ],
      extra: 'nicht senden',
    };
    expect(toMenuRequest(record)).toEqual({
      name: 'Sommerkarte',
      availableFrom: '2026-06-30T22:00:00.000Z',
      branches: [4, 2],
      catalog: [
        { category: 3, products: [30, 12, 31] },
        { category: 1, products: [] },
      ],
    });
  });

  it('fills a new, empty form with empty values for the server to refuse in German', () => {
    expect(toMenuRequest({ catalog: [{ category: 5 }] })).toEqual({
      name: '',
      availableFrom: '',
      branches: [],
      catalog: [{ category: 5, products: [] }],
    });
  });
});

describe('availableFrom in the business time zone (Europe/Vienna)', () => {
  it.each([
    ['01.07.2026 08:00', '2026-07-01T06:00:00.000Z'], // summer time, UTC+2
    ['15.01.2026 08:00', '2026-01-15T07:00:00.000Z'], // winter time, UTC+1
    ['1.7.2026 8:00', '2026-07-01T06:00:00.000Z'],
    ['29.03.2026 02:30', '2026-03-29T01:30:00.000Z'], // in the spring gap: moves on to 03:30
    ['29.03.2026 03:00', '2026-03-29T01:00:00.000Z'],
    ['31.12.2026 23:59', '2026-12-31T22:59:00.000Z'],
  ])('%s is the instant %s', (wallTime, instant) => {
    expect(fromBusinessInput(wallTime)).toBe(instant);
  });

  it('shows an instant as the Vienna wall time of the input', () => {
    expect(toBusinessInput('2025-01-01T05:00:00Z')).toBe('01.01.2025 06:00');
    expect(toBusinessInput('2026-07-01T06:00:00Z')).toBe('01.07.2026 08:00');
    expect(toBusinessInput(null)).toBe('');
    expect(toBusinessInput('01.07.20')).toBe('01.07.20');
  });

  it('keeps incomplete or impossible text and refuses it with a German message', () => {
    for (const text of ['', 'morgen', '01.07.2026', '31.02.2026 08:00', '01.07.2026 24:00', '2026-07-01 08:00']) {
      expect(fromBusinessInput(text)).toBe(text);
    }
    expect(validBusinessTime('31.02.2026 08:00')).toBe('resources.menus.validation.availableFrom');
    expect(validBusinessTime('2026-07-01T06:00:00.000Z')).toBeUndefined();
    expect(validBusinessTime('')).toBeUndefined(); // "required" reports the empty field
  });
});

describe('the active menu of each branch', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const menus = [
    { id: 1, availableFrom: '2025-01-01T05:00:00Z', branches: [1, 2, 3] },
    { id: 2, availableFrom: '2026-05-01T00:00:00Z', branches: [2] },
    { id: 3, availableFrom: '2026-07-01T00:00:00Z', branches: [1] }, // not yet
    { id: 4, availableFrom: '2026-05-01T00:00:00Z', branches: [3] },
    { id: 5, availableFrom: '2026-05-01T00:00:00Z', branches: [3] }, // same time, higher id wins
  ];

  it('is the latest availableFrom already past, the higher id on a tie', () => {
    const active = activeMenuByBranch(menus, now);
    expect(Object.fromEntries(active)).toEqual({ 1: 1, 2: 2, 3: 5 });
    expect(branchesWhereActive(active, 1)).toEqual([1]);
    expect(branchesWhereActive(active, 3)).toEqual([]);
    expect(branchesWhereActive(active, 4)).toEqual([]);
  });

  it('counts a menu starting exactly now as active', () => {
    const active = activeMenuByBranch([{ id: 9, availableFrom: '2026-06-01T10:00:00Z', branches: [8] }], now);
    expect(Object.fromEntries(active)).toEqual({ 8: 9 });
  });
});
