import { describe, expect, it } from 'vitest';
import { cleanItem, countItems, navigationPayload, takesSuffix, targetField } from './navigationItems';

describe('navigation items', () => {
  it('names the target field of each type', () => {
    expect(['home', 'site', 'branch', 'link', 'other'].map((type) => targetField(type as never))).toEqual([
      null,
      'site',
      'branch',
      'href',
      null,
    ]);
    expect(takesSuffix('link')).toBe(false);
    expect(takesSuffix('branch')).toBe(true);
  });

  it('sends only the fields of the chosen type, children included', () => {
    expect(
      cleanItem({
        type: 'link',
        label: 'Shop',
        href: 'https://shop.example.com',
        site: 3,
        suffix: '#x',
        children: [{ type: 'site', site: 4, href: 'https://alt.example.com' }],
      }),
    ).toEqual({
      type: 'link',
      label: 'Shop',
      isEnabled: true,
      href: 'https://shop.example.com',
      children: [{ type: 'site', label: '', isEnabled: true, site: 4, suffix: '', children: [] }],
    });
  });

  it('builds the payload and counts nested items', () => {
    const items = [{ type: 'home' as const, children: [{ type: 'other' as const, label: 'Über uns' }] }];
    expect(navigationPayload({ identifier: 'main', items }).items).toHaveLength(1);
    expect(navigationPayload({ identifier: 'main', items: null }).items).toEqual([]);
    expect(countItems(items)).toBe(2);
  });
});
