import { type OpeningHourRule, openingState } from '@bestellwerk/common/rules/openingHours';
import { nextWindow, type WindowProduct } from '@bestellwerk/common/rules/productWindows';

import { availableAgain } from '../../lib/availableAgain';
import type { CatalogEntry, Product, PublicMenu } from '../../lib/catalogue';
import { availabilityMessages } from '../../lib/availabilityMessages';

export interface MenuGroup extends CatalogEntry {
  /** the category's schedule is open now (an empty schedule means always) */
  isAvailable: boolean;
  /** outside its schedule: 'Derzeit nicht verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.'; null when available */
  unavailableNotice: string | null;
}

function isScheduled(schedule: CatalogEntry['category']['schedule'], wallNow: string): boolean {
  return !schedule?.length || openingState(schedule, wallNow).status !== 'closed';
}

/**
 * The groups the page shows at `wallNow` ("YYYY-MM-DDTHH:MM", business zone), like the server's
 * is_available_at: a category outside its schedule is left out unless isVisibleWhenUnavailable (then
 * shown as unavailable, with when it is available again); products outside their own schedule are
 * left out; empty groups go.
 */
export function menuGroups(catalog: readonly CatalogEntry[], wallNow: string): MenuGroup[] {
  return catalog
    .map((entry) => {
      const isAvailable = isScheduled(entry.category.schedule, wallNow);
      return {
        ...entry,
        isAvailable,
        unavailableNotice: isAvailable ? null : unavailableNotice(entry.category.schedule, wallNow),
        products: entry.products.filter((product) => isScheduled(product.schedule, wallNow)),
      };
    })
    .filter((group) => group.products.length > 0 && (group.isAvailable || group.category.isVisibleWhenUnavailable));
}

function unavailableNotice(schedule: CatalogEntry['category']['schedule'], wallNow: string): string {
  const next = nextWindow({ schedule }, wallNow);
  const text = availabilityMessages.unavailable;
  return next ? `${text} ${availableAgain(next, wallNow)}` : text;
}

/** A menu product with the schedules of the categories it sits in (rules/productWindows). */
export type WindowedProduct = Product & WindowProduct;

/** Every product of the menu by id, with the schedules of all its categories (a product may sit in several). */
export function windowedProducts(menu: PublicMenu | undefined): Map<number, WindowedProduct> {
  const schedules = new Map<number, OpeningHourRule[][]>();
  const products = new Map<number, Product>();
  for (const entry of menu?.catalog ?? []) {
    if (!entry.category.isEnabled) continue;
    for (const product of entry.products) {
      products.set(product.id, product);
      schedules.set(product.id, [
        ...(schedules.get(product.id) ?? []),
        (entry.category.schedule ?? []) as OpeningHourRule[],
      ]);
    }
  }
  return new Map(
    [...products].map(([id, product]) => [id, { ...product, categorySchedules: schedules.get(id) ?? [] }]),
  );
}
