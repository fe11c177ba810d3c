import { describe, expect, it } from 'vitest';
import { diffRevision, revisionTime, showValue } from './revisionDiff';

describe('diffRevision', () => {
  it('lists the changed leaf paths, nested ones included, and ignores ids and timestamps', () => {
    const current = {
      id: 3,
      identifier: 'main',
      updatedAt: '2026-11-25T17:00:00Z',
      items: [{ type: 'home', label: 'Start', children: [{ type: 'link', label: 'Blog' }] }],
    };
    const revision = {
      id: 3,
      identifier: 'main',
      items: [{ type: 'home', label: 'Startseite', children: [] }],
    };
    expect(diffRevision(current, revision)).toEqual([
      { path: 'items.0.label', current: 'Start', revision: 'Startseite' },
      { path: 'items.0.children.0.type', current: 'link', revision: undefined },
      { path: 'items.0.children.0.label', current: 'Blog', revision: undefined },
      { path: 'items.0.children', current: undefined, revision: [] },
    ]);
  });

  it('finds nothing when only fields the revision never had differ', () => {
    expect(diffRevision({ path: '/a', draft: { x: 1 }, extra: 1 }, { path: '/a' })).toEqual([]);
  });
});

describe('showValue and revisionTime', () => {
  const words = { empty: 'leer', yes: 'ja', no: 'nein' };
  it.each([
    ['Start', '„Start“'],
    ['', 'leer'],
    [null, 'leer'],
    [true, 'ja'],
    [false, 'nein'],
    [3, '3'],
    [[], 'leer'],
  ])('shows %j as %s', (value, text) => {
    expect(showValue(value, words)).toBe(text);
  });

  it('writes the time German, in the business time zone', () => {
    expect(revisionTime('2026-11-25T17:30:00Z')).toBe('25.11.2026, 18:30');
  });
});
