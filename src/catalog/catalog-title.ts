import { en, type Messages } from "../i18n/messages/en";
import type { Filters } from "./catalog-params";
import { describePriceRange, readPriceRange } from "./price-range";
import { resultMessage } from "./result-message";
import { quotedUnknownCategory } from "./shown-products";

/**
 * The catalogue's part of the document title: "All Products" without filters, else what
 * was asked for and how many match ("“chair” in Home, $10 to $50 – 3 products"). A price
 * bound the range ignores is no filter; a category no product has is quoted as the dropdown
 * writes it, so that it never reads as a real one. In English unless told otherwise, as the
 * browser tests, which know the English page only, ask for it.
 */
export function catalogTitle(
  { query, category, minPrice, maxPrice }: Filters,
  count: number,
  messages: Messages = en,
  categoryExists = true,
): string {
  const { catalog } = messages;
  const search = query && catalog.quoted(query);
  const shownCategory = categoryExists ? category : quotedUnknownCategory(category, messages);
  const named =
    search && shownCategory ? catalog.inCategory(search, shownCategory) : search || shownCategory;
  const asked = [named, describePriceRange(readPriceRange(minPrice, maxPrice), messages)]
    .filter((part) => part !== "")
    .join(", ");
  return asked === "" ? catalog.title : `${asked} – ${resultMessage(count, messages)}`;
}
