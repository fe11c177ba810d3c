/** The navigations' active states (spec "Navigation"): an item is active when the current route is its
 * address; a parent is child-active when any descendant is active. */
import type { NavigationItem } from '../../api/contentShell';

export type ItemState = 'active' | 'childActive' | 'none';

/** The path part of an internal address ('/ueber-uns#team' -> '/ueber-uns'); null for other addresses. */
export function internalPath(href: string | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

export function isActive(item: NavigationItem, pathname: string): boolean {
  const path = internalPath(item.href);
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
  return path !== null && path === current;
}

export function isChildActive(item: NavigationItem, pathname: string): boolean {
  return (item.children ?? []).some((child) => isActive(child, pathname) || isChildActive(child, pathname));
}

export function itemState(item: NavigationItem, pathname: string): ItemState {
  if (isActive(item, pathname)) return 'active';
  return isChildActive(item, pathname) ? 'childActive' : 'none';
}
