import { type ReactNode, useId } from "react";
import { ShareStatus } from "../../components/share-status";
import { fieldLabel, secondaryButton, selectField } from "../../components/styles";
import { useKeyboardSafeSelect } from "../../components/use-keyboard-safe-select";
import { useShareLink } from "../../components/use-share-link";
import { type I18n, useI18n, useMessages } from "../../i18n/i18n";
import type { Messages } from "../../i18n/messages/en";
import {
  type CatalogAddress,
  DEFAULT_SORT,
  type Filters,
  SORT_ORDERS,
  type SortOrder,
  withFilters,
  withSort,
} from "../address/catalog-address";
import { describePriceRange } from "../address/price-range";
import { useGoToAddress } from "../loading-step";
import { quotedUnknownCategory } from "../results/shown-products";
import { SearchForm } from "./search-form";

interface CatalogControlsProps {
  readonly address: CatalogAddress;
  /** The categories of the shown products. */
  readonly categories: readonly string[];
  /** True when no category is applied, or a product has the applied one. */
  readonly categoryExists: boolean;
  /** Null until the products arrive; all controls but search stay disabled until then. */
  readonly sharePath: string | null;
}

/**
 * On a phone, the price range, the order and Share fold into a disclosure (ADR 21).
 * So the order and Share are drawn twice, and only one copy shows at each width.
 */
export function CatalogControls({
  address,
  categories,
  categoryExists,
  sharePath,
}: CatalogControlsProps) {
  const { filters, sort, params } = address;
  const ready = sharePath !== null;
  const formId = useId();
  const goTo = useGoToAddress();
  const shareLink = useShareLink(sharePath ?? "/");
  const i18n = useI18n();
  const { catalog, share } = i18n.messages;
  const sortSelect = (named: boolean) => (
    <SortSelect
      value={sort}
      named={named}
      disabled={!ready}
      onChange={(order) => {
        goTo(withSort(params, order));
      }}
    />
  );
  const shareButton = (shown: string) => (
    <button
      type="button"
      disabled={!ready}
      className={`${secondaryButton} ${shown}`}
      onClick={shareLink.share}
    >
      {share.share}
    </button>
  );
  // The search form's reset clears every filter. `data-only` marks the phone's copy.
  const resetButton = (shown: string, phone: boolean) => (
    <button
      type="reset"
      form={formId}
      disabled={!ready}
      data-only={phone ? "phone" : undefined}
      className={`${secondaryButton} ${shown}`}
    >
      {catalog.reset}
    </button>
  );
  return (
    <>
      <div className="flex flex-col gap-3 print:hidden">
        <SearchForm
          id={formId}
          address={address}
          ready={ready}
          // Empty before the products, like the prerendered page that serves every address.
          foldedSummary={ready ? foldedSummary(filters, sort, i18n) : ""}
          folded={
            <div
              data-only="phone"
              className="flex flex-wrap items-center justify-between gap-3 md:hidden"
            >
              {/* In the search form, yet no field of it: a sort applies as it changes. */}
              {sortSelect(false)}
              {shareButton("")}
            </div>
          }
        />
        {/* Reset is drawn twice so the tab order follows the screen. On a narrow phone it
            ends the category's label line, so the longest category shows whole. */}
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-5 max-md:relative max-md:gap-y-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-5 max-md:flex-1 max-sm:basis-full">
            <CategorySelect
              value={filters.category}
              options={categories}
              valueExists={categoryExists}
              disabled={!ready}
              onChange={(category) => {
                goTo(withFilters(params, { ...filters, category }));
              }}
              beside={resetButton("ms-auto sm:hidden", true)}
            />
            <div className="contents max-md:hidden">{sortSelect(true)}</div>
          </div>
          <div className="flex items-center gap-3 max-md:ms-auto max-sm:hidden">
            {resetButton("", false)}
            {shareButton("max-md:hidden")}
          </div>
        </div>
      </div>
      <ShareStatus state={shareLink.state} fieldRef={shareLink.fieldRef} />
    </>
  );
}

/** Sums up the phone's folded filters: the price range and any order but the default. */
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

interface CategorySelectProps {
  readonly value: string;
  readonly options: readonly string[];
  /** A category from a link may match no product. */
  readonly valueExists: boolean;
  /** The options come with the products. */
  readonly disabled: boolean;
  readonly onChange: (category: string) => void;
  /** Ends the label's line when the dropdown wraps under it. */
  readonly beside?: ReactNode;
}

function unknownCategoryLabel(category: string, messages: Messages): string {
  return messages.category.unknown(quotedUnknownCategory(category, messages));
}

/** The category dropdown's id, by which a control elsewhere gives it focus (useGoToAddress). */
export const CATEGORY_SELECT_ID = "category-select";

/** A pointer choice applies at once, a keyboard choice on Enter (ADR 11). */
export function CategorySelect({
  value,
  options,
  valueExists,
  disabled,
  onChange,
  beside,
}: CategorySelectProps) {
  const selectId = CATEGORY_SELECT_ID;
  const hintId = useId();
  const { pending, selectProps } = useKeyboardSafeSelect(value, onChange);
  const messages = useMessages();

  return (
    // A fixed width, so the row does not move when the categories arrive with the products.
    // Paint containment stops WebKit widening the page for a long unknown category.
    <div className="relative flex max-w-full min-w-0 items-center gap-2 max-md:static max-md:flex-1 max-sm:flex-wrap">
      <label htmlFor={selectId} className={`${fieldLabel} max-md:shrink-0`}>
        {messages.category.label}
      </label>
      {beside}
      {/* Named for the served page's script, which shows the address's category before
          the app starts (src/shell-address.ts). */}
      <select
        id={selectId}
        name="category"
        disabled={disabled}
        {...selectProps}
        aria-describedby={hintId}
        className={`${selectField} contain-paint max-md:flex-1 max-sm:basis-full ${valueExists ? "w-60" : "w-auto"}`}
      >
        <option value="">{messages.category.all}</option>
        {options.map((category) => (
          <option key={category} value={category}>
            {category === value && !valueExists
              ? unknownCategoryLabel(category, messages)
              : category}
          </option>
        ))}
      </select>
      {/* Out of the layout, so nothing moves when it shows. */}
      <p
        id={hintId}
        role="status"
        className="absolute end-0 top-full mt-0.5 text-xs whitespace-nowrap text-slate-600 dark:text-slate-300"
      >
        {pending !== null && messages.category.pressEnter}
      </p>
    </div>
  );
}

interface SortSelectProps {
  readonly value: SortOrder;
  /**
   * The phone's copy sits in the search form, so only the row's copy is named, or the form
   * would send it. The served page's script finds both by `data-sort`.
   */
  readonly named: boolean;
  readonly disabled: boolean;
  readonly onChange: (order: SortOrder) => void;
}

/** A sort needs no loading step, so every change applies at once, arrow keys included. */
export function SortSelect({ value, named, disabled, onChange }: SortSelectProps) {
  const selectId = useId();
  const { sort } = useMessages();
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <label htmlFor={selectId} className={`${fieldLabel} whitespace-nowrap`}>
        {sort.label}
      </label>
      <select
        id={selectId}
        name={named ? "sort" : undefined}
        data-sort=""
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const order = SORT_ORDERS.find((candidate) => candidate === event.target.value);
          if (order) onChange(order);
        }}
        className={selectField}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {sort[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
