import type { Filters } from "./catalog-params";
import type { Catalog, CatalogEntry } from "./data/catalog";

/**
 * Both criteria must hold. The name match is a case-insensitive, literal substring
 * match: `includes`, never a RegExp, so "(" or ".*" mean themselves.
 */
export function filterCatalog(catalog: Catalog, filters: Filters): CatalogEntry[] {
  const needle = filters.query.toLowerCase();
  const shown: CatalogEntry[] = [];
  for (const entry of catalog) {
    if (
      (filters.category === "" || entry.product.category === filters.category) &&
      (needle === "" || entry.nameKey.includes(needle))
    )
      shown.push(entry);
  }
  return shown;
}

/**
 * The dropdown's options: the distinct categories of the displayed list, sorted. The
 * chosen category stays listed even when nothing is displayed, so the control always
 * shows the state that produced the page.
 */
export function categoriesOf(entries: readonly CatalogEntry[], selected = ""): string[] {
  const categories = new Set(entries.map(({ product }) => product.category));
  if (selected !== "") categories.add(selected);
  return [...categories].sort((a, b) => a.localeCompare(b, "en"));
}
