import type { Filters } from "./catalog-params";
import type { Catalog, CatalogEntry } from "./data/types";
import { inPriceRange, readPriceRange } from "./price-range";

/**
 * Every criterion must hold. The price range is inclusive; a bound it cannot read is
 * ignored. The name match is a case-insensitive, literal substring
 * match: `includes`, never a RegExp, so "(" or ".*" mean themselves.
 */
export function filterCatalog(catalog: Catalog, filters: Filters): CatalogEntry[] {
  const needle = filters.query.toLowerCase();
  const range = readPriceRange(filters.minPrice, filters.maxPrice);
  const shown: CatalogEntry[] = [];
  for (const entry of catalog) {
    if (
      (filters.category === "" || entry.product.category === filters.category) &&
      (needle === "" || entry.nameKey.includes(needle)) &&
      inPriceRange(entry.priceValue, range)
    )
      shown.push(entry);
  }
  return shown;
}

/**
 * A to Z ignoring case, then by code unit so that the order is total: for the
 * generator's categories, English words, that is the alphabet's order. `localeCompare`
 * would give the same order but make the page's first collator, a long task, while the
 * first page renders (ADR 12).
 */
function alphabetical(a: string, b: string): number {
  const [keyA, keyB] = [a.toLowerCase(), b.toLowerCase()];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The dropdown's options: the distinct categories of the displayed list, sorted. The
 * chosen category stays listed even when nothing is displayed, so the control always
 * shows the state that produced the page.
 */
export function categoriesOf(entries: readonly CatalogEntry[], selected = ""): string[] {
  const categories = new Set(entries.map(({ product }) => product.category));
  if (selected !== "") categories.add(selected);
  return [...categories].sort(alphabetical);
}
