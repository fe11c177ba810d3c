/** Immutable edits of a menu's catalogue: ordered categories, each with ordered products. */
import { arrayMove } from '@dnd-kit/sortable';
import type { CatalogEntry } from '../../../api/types';

export type Catalog = CatalogEntry[];

const productsOf = (entry: CatalogEntry) => entry.products ?? [];

export function moveCategory(catalog: Catalog, from: number, to: number): Catalog {
  return arrayMove(catalog, from, to);
}

export function addCategory(catalog: Catalog, category: number): Catalog {
  if (catalog.some((entry) => entry.category === category)) return catalog;
  return [...catalog, { category, products: [] }];
}

export function insertCategory(catalog: Catalog, index: number, entry: CatalogEntry): Catalog {
  if (catalog.some((other) => other.category === entry.category)) return catalog;
  const next = [...catalog];
  next.splice(Math.min(index, next.length), 0, entry);
  return next;
}

export function removeCategory(catalog: Catalog, category: number): Catalog {
  return catalog.filter((entry) => entry.category !== category);
}

function withProducts(catalog: Catalog, category: number, change: (products: number[]) => number[]): Catalog {
  return catalog.map((entry) =>
    entry.category === category ? { ...entry, products: change(productsOf(entry)) } : entry,
  );
}

export function moveProduct(catalog: Catalog, category: number, from: number, to: number): Catalog {
  return withProducts(catalog, category, (products) => arrayMove(products, from, to));
}

export function addProduct(catalog: Catalog, category: number, product: number): Catalog {
  return withProducts(catalog, category, (products) =>
    products.includes(product) ? products : [...products, product],
  );
}

export function insertProduct(catalog: Catalog, category: number, index: number, product: number): Catalog {
  return withProducts(catalog, category, (products) => {
    if (products.includes(product)) return products;
    const next = [...products];
    next.splice(Math.min(index, next.length), 0, product);
    return next;
  });
}

export function removeProduct(catalog: Catalog, category: number, product: number): Catalog {
  return withProducts(catalog, category, (products) => products.filter((id) => id !== product));
}
