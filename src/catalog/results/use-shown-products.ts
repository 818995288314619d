import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context";
import type { Filters, SortOrder } from "../address/catalog-params";
import type { CatalogSnapshot } from "../data/catalog-snapshot";
import { categoriesOf, filterCatalog, isCategoryOf, sortProducts } from "./shown-products";

/**
 * What the page shows of the visit's catalogue (`snapshot`, the products made so far) for
 * `filters` and `sort`, in the page's language: the matching products in order, the
 * category dropdown's options, and whether the category asked for is one a product has.
 * Each is computed again only when what it depends on changes, so that a filter change's
 * result, computed under the loading step, is not computed again when it shows. `made`:
 * whether the products are there; before, a category is taken as the address names it.
 */
export function useShownProducts(
  snapshot: CatalogSnapshot,
  filters: Filters,
  sort: SortOrder,
  made: boolean,
) {
  const { locale, formats } = useI18n();
  const { tag } = locale;
  const { compare } = formats;
  const { entries } = snapshot;
  const matching = useMemo(() => filterCatalog(entries, filters, tag), [entries, filters, tag]);
  const shown = useMemo(
    () => sortProducts(matching, sort, snapshot, compare),
    [matching, sort, snapshot, compare],
  );
  const categories = useMemo(
    () => categoriesOf(matching, filters.category, snapshot, compare),
    [matching, filters, snapshot, compare],
  );
  const categoryExists = useMemo(
    () => !made || filters.category === "" || isCategoryOf(entries, filters.category),
    [made, entries, filters],
  );
  return { shown, categories, categoryExists };
}
