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
  /** Before the products, the region says the page is loading. */
  readonly ready: boolean;
  /** A filter change's result, now shown, is announced. */
  readonly changed: boolean;
  readonly result: ShownResult;
}

/**
 * Mounted from the first render, so a change's result is announced. After a search just
 * sent, it first says how the prices were read.
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

export function resultMessage(
  count: number,
  { messages, formats }: Pick<I18n, "messages" | "formats">,
): string {
  if (count === 0) return messages.catalog.empty;
  return messages.catalog.products({ count: formats.count(count), form: formats.plural(count) });
}

/**
 * Quotes a category no product has, so it never reads as a real one. Capitalizes the first
 * letter, since the price range's words start in lower case.
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

export interface ShownResult {
  readonly filters: Filters;
  readonly count: number;
  /** `catalogTitle` quotes a category no product has. */
  readonly categoryExists: boolean;
}

/** A `null` result keeps the current title, so it changes when the result shows, not before. */
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

/** The same words the live region announces, so screen readers also find them in place. */
export function ResultCount({ id, count }: { readonly id: string; readonly count: number }) {
  return (
    <p id={id} className={countLine}>
      {resultMessage(count, useI18n())}
    </p>
  );
}

/**
 * Its invisible text avoids `Intl`. The page is prerendered in Node, whose numbers may
 * differ from the browser's.
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
 * Names the search and category a change of language left behind (ADR 22). The history
 * entry holds them, so a reload, Back or Forward says it again.
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
