import { foldForSearch } from "../../i18n/search-fold";
import type { LocaleTag } from "../../i18n/locales";
import type { CatalogEntry, Product } from "./types";

/**
 * The entries of `products`, written in `locale`, the first of which is at place
 * `firstPlace` in its catalogue.
 */
export function catalogOf(
  products: readonly Product[],
  firstPlace = 0,
  locale: LocaleTag = "en",
): CatalogEntry[] {
  return products.map((product, index) => ({
    product,
    nameKey: foldForSearch(product.name, locale),
    priceValue: Number(product.price),
    place: firstPlace + index,
  }));
}
