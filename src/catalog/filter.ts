import type { Product } from "./products";

export interface Filters {
  /** Name search; empty means no filtering on the name. */
  readonly query: string;
  /** Exact category; empty means every category. */
  readonly category: string;
}

export const NO_FILTERS: Filters = { query: "", category: "" };

/**
 * The products with their names lower-cased once, in the same order, so a search over
 * 100,000 products compares strings instead of lower-casing each name again.
 */
export interface Catalog {
  readonly products: readonly Product[];
  readonly nameKeys: readonly string[];
}

export function nameKeysOf(products: readonly Product[]): string[] {
  return products.map((product) => product.name.toLowerCase());
}

export function indexCatalog(products: readonly Product[]): Catalog {
  return { products, nameKeys: nameKeysOf(products) };
}

export function sameFilters(a: Filters, b: Filters): boolean {
  return a.query === b.query && a.category === b.category;
}

/**
 * Both criteria must hold. The name match is a case-insensitive, literal substring
 * match: `includes`, never a RegExp, so "(" or ".*" mean themselves.
 */
export function filterProducts({ products, nameKeys }: Catalog, filters: Filters): Product[] {
  const needle = filters.query.toLowerCase();
  return products.filter(
    (product, index) =>
      (filters.category === "" || product.category === filters.category) &&
      (needle === "" || (nameKeys[index] ?? "").includes(needle)),
  );
}

/**
 * The dropdown's options: the distinct categories of the displayed list, sorted. The
 * chosen category stays listed even when nothing is displayed, so the control always
 * shows the state that produced the page.
 */
export function categoriesOf(products: readonly Product[], selected = ""): string[] {
  const categories = new Set(products.map((product) => product.category));
  if (selected !== "") categories.add(selected);
  return [...categories].sort((a, b) => a.localeCompare(b, "en"));
}
