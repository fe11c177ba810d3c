/**
 * Which menu is active in which branch: per branch the menu with the latest availableFrom that is
 * already past, the higher id winning a tie (the server's rule, catalogue.selectors.active_menu).
 */
import { useGetList } from 'react-admin';
import type { Menu } from '../../api/types';

type MenuTimes = Pick<Menu, 'id' | 'availableFrom' | 'branches'>;

/** branch id → id of its active menu */
export function activeMenuByBranch(menus: readonly MenuTimes[], now: Date): Map<number, number> {
  const winner = new Map<number, MenuTimes>();
  const nowMillis = now.getTime();
  for (const menu of menus) {
    const from = Date.parse(menu.availableFrom);
    if (!(from <= nowMillis)) continue;
    for (const branch of menu.branches ?? []) {
      const current = winner.get(branch);
      const currentFrom = current ? Date.parse(current.availableFrom) : -Infinity;
      if (!current || from > currentFrom || (from === currentFrom && menu.id > current.id)) winner.set(branch, menu);
    }
  }
  return new Map([...winner].map(([branch, menu]) => [branch, menu.id]));
}

/** The branches in which `menuId` is the active menu. */
export function branchesWhereActive(active: Map<number, number>, menuId: number): number[] {
  return [...active].filter(([, id]) => id === menuId).map(([branch]) => branch);
}

/** Every menu the user reaches (menus are few; the server caps a page at 1000). */
export function useActiveMenus(): Map<number, number> | undefined {
  const { data } = useGetList<Menu>('menus', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'availableFrom', order: 'DESC' },
  });
  return data ? activeMenuByBranch(data, new Date()) : undefined;
}
