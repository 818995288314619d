import type { Product } from "./products";

export interface Filters {
  /** Name search; empty means no filtering on the name. */
  readonly query: string;
  /** Exact category; empty means every category. */
  readonly category: string;
}

export const NO_FILTERS: Filters = { query: "", category: "" };

export function sameFilters(a: Filters, b: Filters): boolean {
  return a.query === b.query && a.category === b.category;
}

/**
 * Both criteria must hold. The name match is a case-insensitive, literal substring
 * match: `includes`, never a RegExp, so "(" or ".*" mean themselves.
 */
export function filterProducts(products: readonly Product[], filters: Filters): Product[] {
  const needle = filters.query.toLowerCase();
  return products.filter(
    (product) =>
      (filters.category === "" || product.category === filters.category) &&
      (needle === "" || product.name.toLowerCase().includes(needle)),
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
