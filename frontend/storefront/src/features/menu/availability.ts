import { openingState } from '@bestellwerk/common/rules/openingHours';

import type { CatalogEntry } from '../../lib/catalogue';

export interface MenuGroup extends CatalogEntry {
  /** the category's schedule is open now (an empty schedule means always) */
  isAvailable: boolean;
}

function isScheduled(schedule: CatalogEntry['category']['schedule'], wallNow: string): boolean {
  return !schedule?.length || openingState(schedule, wallNow).status !== 'closed';
}

/**
 * The groups the page shows at `wallNow` ("YYYY-MM-DDTHH:MM", business zone), like the server's
 * is_available_at: a category outside its schedule is left out unless isVisibleWhenUnavailable (then
 * shown as unavailable); products outside their own schedule are left out; empty groups go.
 */
export function menuGroups(catalog: readonly CatalogEntry[], wallNow: string): MenuGroup[] {
  return catalog
    .map((entry) => ({
      ...entry,
      isAvailable: isScheduled(entry.category.schedule, wallNow),
      products: entry.products.filter((product) => isScheduled(product.schedule, wallNow)),
    }))
    .filter((group) => group.products.length > 0 && (group.isAvailable || group.category.isVisibleWhenUnavailable));
}
