import type { I18n } from "../../i18n/i18n";
import { DEFAULT_SORT, type Filters, type SortOrder } from "../address/catalog-params";
import { describePriceRange } from "../address/price-range";

/**
 * What the phone's disclosure says is applied in it, in the page's language: the price
 * range (as the title writes it, ignored bounds left out) and the order, if not the
 * default ("$10 to $50 · Price: low to high"); empty when neither is.
 */
export function foldedSummary(
  { minPrice, maxPrice }: Filters,
  sort: SortOrder,
  i18n: Pick<I18n, "messages" | "formats">,
): string {
  return [
    describePriceRange({ min: minPrice, max: maxPrice }, i18n),
    sort === DEFAULT_SORT ? "" : i18n.messages.sort[sort],
  ]
    .filter((part) => part !== "")
    .join(" · ");
}
