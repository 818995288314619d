import type { Filters } from "./catalog-params";
import { describePriceRange, readPriceRange } from "./price-range";
import { resultMessage } from "./result-message";
import { quotedUnknownCategory } from "./shown-products";

/**
 * The catalogue's part of the document title: "All Products" without filters, else what
 * was asked for and how many match ("“chair” in Home, $10 to $50 – 3 products"). A price
 * bound the range ignores is no filter; a category no product has is quoted as the dropdown
 * writes it, so that it never reads as a real one.
 */
export function catalogTitle(
  { query, category, minPrice, maxPrice }: Filters,
  count: number,
  categoryExists = true,
): string {
  const shownCategory = categoryExists ? category : quotedUnknownCategory(category);
  const named = [query && `“${query}”`, shownCategory].filter((part) => part !== "").join(" in ");
  const asked = [named, describePriceRange(readPriceRange(minPrice, maxPrice))]
    .filter((part) => part !== "")
    .join(", ");
  return asked === "" ? "All Products" : `${asked} – ${resultMessage(count)}`;
}
