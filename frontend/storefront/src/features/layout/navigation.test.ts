import { describe, expect, it } from 'vitest';

import type { NavigationItem } from '../../api/contentShell';
import { internalPath, isActive, itemState } from './navigation';

const about: NavigationItem = {
  type: 'site',
  label: 'Über uns',
  href: '/ueber-uns#team',
  children: [
    { type: 'site', label: 'Strudel', href: '/geschichten/strudel' },
    { type: 'other', label: 'Mehr', children: [{ type: 'branch', label: 'Linz', href: '/store/linz' }] },
  ],
};

describe('navigation active state', () => {
  it('marks the item whose address is the current path, ignoring suffix and trailing slash', () => {
    expect(isActive(about, '/ueber-uns')).toBe(true);
    expect(isActive(about, '/ueber-uns/')).toBe(true);
    expect(isActive(about, '/ueber-uns/team')).toBe(false);
    expect(isActive({ type: 'home', label: 'Start', href: '/' }, '/')).toBe(true);
    expect(isActive({ type: 'home', label: 'Start', href: '/' }, '/ueber-uns')).toBe(false);
  });

  it('marks a parent child-active when any descendant is active', () => {
    expect(itemState(about, '/ueber-uns')).toBe('active');
    expect(itemState(about, '/geschichten/strudel')).toBe('childActive');
    expect(itemState(about, '/store/linz')).toBe('childActive');
    expect(itemState(about, '/store/graz')).toBe('none');
  });

  it('never marks external links or items without an address', () => {
    expect(internalPath('https://instagram.com/wirtshaus')).toBeNull();
    expect(internalPath('//evil.example.com/x')).toBeNull();
    expect(internalPath(undefined)).toBeNull();
    expect(itemState({ type: 'link', label: 'Instagram', href: 'https://instagram.com/wirtshaus' }, '/')).toBe('none');
    expect(itemState({ type: 'other', label: 'Leer' }, '/')).toBe('none');
  });
});
