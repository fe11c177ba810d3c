/** Navigation items (spec: home, site, branch, link, other): which target field each type needs. */
export const ITEM_TYPES = ['home', 'site', 'branch', 'link', 'other'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface NavigationItem {
  type: ItemType;
  label?: string;
  isEnabled?: boolean;
  suffix?: string;
  site?: number | null;
  branch?: number | null;
  href?: string;
  children?: NavigationItem[];
}

const TARGET: Record<ItemType, 'site' | 'branch' | 'href' | null> = {
  home: null,
  site: 'site',
  branch: 'branch',
  link: 'href',
  other: null,
};

/** The field naming the item's target (null: none). */
export function targetField(type: ItemType | undefined): 'site' | 'branch' | 'href' | null {
  return type ? TARGET[type] : null;
}

/** Whether the item takes a suffix appended to its address (home, site, branch). */
export function takesSuffix(type: ItemType | undefined): boolean {
  return type === 'home' || type === 'site' || type === 'branch';
}

/** An item as the server expects it: only the fields of its type (a changed type leaves no stale target). */
export function cleanItem(item: NavigationItem): NavigationItem {
  const target = targetField(item.type);
  const clean: NavigationItem = { type: item.type, label: item.label ?? '', isEnabled: item.isEnabled ?? true };
  if (target) clean[target] = item[target] as never;
  if (takesSuffix(item.type)) clean.suffix = item.suffix ?? '';
  clean.children = (item.children ?? []).map(cleanItem);
  return clean;
}

/** The whole navigation's payload. */
export function navigationPayload<T extends { items?: NavigationItem[] | null }>(data: T): T {
  return { ...data, items: (data.items ?? []).map(cleanItem) };
}

/** How many items, nested ones included. */
export function countItems(items: readonly NavigationItem[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + 1 + countItems(item.children), 0);
}
