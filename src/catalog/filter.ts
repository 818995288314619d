import type { Filters } from "./catalog-params";
import type { Catalog } from "./data/catalog";
import type { Product } from "./data/products";

/**
 * Both criteria must hold. The name match is a case-insensitive, literal substring
 * match: `includes`, never a RegExp, so "(" or ".*" mean themselves.
 */
export function filterProducts(catalog: Catalog, filters: Filters): Product[] {
  const needle = filters.query.toLowerCase();
  const shown: Product[] = [];
  for (const { product, nameKey } of catalog) {
    if (
      (filters.category === "" || product.category === filters.category) &&
      (needle === "" || nameKey.includes(needle))
    )
      shown.push(product);
  }
  return shown;
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
