import type { I18n } from "../../i18n/i18n";
import type { Filters } from "../address/catalog-params";
import { describePriceRange } from "../address/price-range";
import { resultMessage } from "./result-message";
import { quotedUnknownCategory } from "./shown-products";

/**
 * The catalogue's part of the document title, in the page's language: "All Products"
 * without filters, else what was asked for and how many match ("“chair” in Home, $10 to
 * $50 – 3 products"). A price bound the range ignores is no filter; a category no product
 * has is quoted as the dropdown writes it, so that it never reads as a real one. A title
 * starts with a capital, as the range's words do not ("from $10", "jusqu’à 50 $").
 */
export function catalogTitle(
  { query, category, minPrice, maxPrice }: Filters,
  count: number,
  i18n: Pick<I18n, "locale" | "messages" | "formats">,
  categoryExists = true,
): string {
  const { catalog } = i18n.messages;
  const search = query && catalog.quoted(query);
  const shownCategory = categoryExists ? category : quotedUnknownCategory(category, i18n.messages);
  const named =
    search && shownCategory ? catalog.inCategory(search, shownCategory) : search || shownCategory;
  const asked = [named, describePriceRange({ min: minPrice, max: maxPrice }, i18n)]
    .filter((part) => part !== "")
    .join(", ");
  if (asked === "") return catalog.title;
  const [initial = "", ...rest] = asked;
  return `${initial.toLocaleUpperCase(i18n.locale.tag)}${rest.join("")} – ${resultMessage(count, i18n)}`;
}
