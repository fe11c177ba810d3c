import type { CatalogEntry, Menu, MenuRequest } from '../../api/types';

/** What the menu form holds: a menu, partly filled while it is being created. */
export type MenuFormValues = Partial<Omit<Menu, 'id'>> & { id?: Menu['id'] };

/**
 * The body of POST/PUT /api/menus from the form values: exactly the writable fields, the catalogue in
 * the order shown (categories, and products inside each), nothing the server computes.
 */
export function toMenuRequest(values: MenuFormValues): MenuRequest {
  return {
    name: (values.name ?? '').trim(),
    availableFrom: values.availableFrom ?? '',
    branches: [...(values.branches ?? [])],
    catalog: (values.catalog ?? []).map((entry: CatalogEntry) => ({
      category: entry.category,
      products: [...(entry.products ?? [])],
    })),
  };
}
