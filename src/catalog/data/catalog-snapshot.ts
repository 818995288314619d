import type { Catalog, CatalogEntry, Product } from "./types";

/**
 * What the page reads of a catalogue, complete or still being made: its products, and
 * what the page would otherwise derive from all of them again each time it grows.
 */
export interface CatalogSnapshot {
  /** The products made so far, in the catalogue's order. */
  readonly entries: Catalog;
  /** The products of `entries`, in the same order: the generated order, as shown. */
  readonly products: readonly Product[];
  /** The distinct categories of `entries`. */
  readonly categories: ReadonlySet<string>;
  /** Set when a worker failed after the first products were shown. */
  readonly error: Error | null;
}

export const EMPTY_SNAPSHOT: CatalogSnapshot = {
  entries: [],
  products: [],
  categories: new Set(),
  error: null,
};

/**
 * `snapshot` with `added` at its end. Only the added products are looked at, so a
 * catalogue that grows a hundred times is not gone through a hundred times.
 */
export function grownSnapshot(snapshot: CatalogSnapshot, added: readonly CatalogEntry[]) {
  let categories: Set<string> | undefined;
  for (const { product } of added) {
    if ((categories ?? snapshot.categories).has(product.category)) continue;
    categories ??= new Set(snapshot.categories);
    categories.add(product.category);
  }
  return {
    entries: snapshot.entries.concat(added),
    products: snapshot.products.concat(added.map(({ product }) => product)),
    categories: categories ?? snapshot.categories,
    error: null,
  } satisfies CatalogSnapshot;
}
