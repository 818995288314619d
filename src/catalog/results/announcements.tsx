import { NavigationType, useLocation, useNavigationType } from "react-router";
import { useDocumentTitle } from "../../components/document";
import { placeholderBar } from "../../components/styles";
import { PRODUCT_COUNT } from "../../constants";
import { type I18n, useI18n, useMessages } from "../../i18n/i18n";
import { type Filters, sentPricesOf } from "../address/catalog-address";
import { languageLeftMessage, leftByLanguageChange } from "../address/language-change";
import { describePriceRange, priceLines, priceLinesSaid } from "../address/price-range";
import { quotedUnknownCategory } from "./shown-products";

interface CatalogStatusProps {
  /** Whether the products are there: before, the page is loading them. */
  readonly ready: boolean;
  /** Whether the result is a filter change's, now shown: it is announced. */
  readonly changed: boolean;
  readonly result: ShownResult;
}

/**
 * The catalogue's live region: it says the page is loading products before they are
 * there, and once a filter change's result shows, how many products match, after what
 * the line under the price fields says of a search just sent (not on Back, Forward or a
 * reload), which is otherwise only their description. Mounted from the page's first
 * render on, so that a change's result is announced.
 */
export function CatalogStatus({ ready, changed, result }: CatalogStatusProps) {
  const i18n = useI18n();
  const location = useLocation();
  const pushed = useNavigationType() === NavigationType.Push;
  let said = "";
  if (!ready) said = i18n.messages.loading.products;
  else if (changed) {
    const sent = pushed ? sentPricesOf(location.state) : null;
    const { minPrice: min, maxPrice: max } = result.filters;
    said = [
      sent ? priceLinesSaid(priceLines({ min, max }, sent, i18n)) : "",
      resultMessage(result.count, i18n),
    ]
      .filter((part) => part !== "")
      .join(" ");
  }
  return (
    <p
      role="status"
      aria-label={ready ? undefined : i18n.messages.loading.products}
      className="sr-only"
    >
      {said}
    </p>
  );
}

/** What the live region says once a filter change has settled: "12 products". */
export function resultMessage(
  count: number,
  { messages, formats }: Pick<I18n, "messages" | "formats">,
): string {
  if (count === 0) return messages.catalog.empty;
  return messages.catalog.products({ count: formats.count(count), form: formats.plural(count) });
}

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

/** The result on screen: the filters applied and how many products match. */
export interface ShownResult {
  readonly filters: Filters;
  readonly count: number;
  /** Whether a product has the category asked for (`catalogTitle` quotes one none has). */
  readonly categoryExists: boolean;
}

/**
 * The document's title follows what is on screen: the open product's name while its
 * details are open, else the result's (`catalogTitle`); `null` (the products not there
 * yet, or a change still loading) keeps the title the page has, so that it changes when
 * the result shows, not before.
 */
export function useCatalogTitle(result: ShownResult | null, openProductName: string | undefined) {
  const i18n = useI18n();
  useDocumentTitle(
    result === null
      ? null
      : (openProductName ??
          catalogTitle(result.filters, result.count, i18n, result.categoryExists)),
  );
}

const countLine = "text-sm text-slate-600 dark:text-slate-300";

/**
 * How many products are shown, above them, for everyone: the words the live region
 * announces after a change ("12 products"), which screen readers also find in place.
 */
export function ResultCount({ id, count }: { readonly id: string; readonly count: number }) {
  return (
    <p id={id} className={countLine}>
      {resultMessage(count, useI18n())}
    </p>
  );
}

/**
 * The count's line before the products exist, the same height, so nothing moves. Its
 * invisible text asks nothing of `Intl`: the page is prerendered with Node's and hydrated
 * with the browser's, which may write a language's numbers otherwise.
 */
export function ResultCountPlaceholder() {
  const { catalog } = useI18n().messages;
  return (
    <p aria-hidden="true" className={countLine}>
      <span className={placeholderBar}>
        {catalog.products({ count: String(PRODUCT_COUNT), form: "other" })}
      </span>
    </p>
  );
}

/**
 * On the page a change of language made: the search and the category it left, which were
 * the other language's words (ADR 22). The history entry holds them (its location's
 * state), so the page says it again on a reload, Back or Forward, and no more once the
 * visitor has gone on to another address. Said once the products are there (`ready`),
 * with them, so that it moves nothing the page showed before. A status that stays
 * mounted, so that it is heard, out of the layout while it is empty: the served page, the
 * same for every address, has nothing to say. A search quoted whole may be one long word:
 * it wraps anywhere rather than widening the page.
 */
export function LanguageChangeNote({ ready }: { readonly ready: boolean }) {
  const state: unknown = useLocation().state;
  const messages = useMessages();
  const left = ready ? leftByLanguageChange(state) : null;
  return (
    <p
      role="status"
      className={
        left
          ? "rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm wrap-anywhere text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200"
          : "sr-only"
      }
    >
      {left && languageLeftMessage(left, messages)}
    </p>
  );
}
