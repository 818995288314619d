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
import { useGoToAddress } from "../loading-step";
import { describePriceRange } from "../address/price-range";
import { quotedUnknownCategory } from "../results/shown-products";
import { SearchForm } from "./search-form";

interface CatalogControlsProps {
  /** The address the page shows: its filters and order, which a choice changes. */
  readonly address: CatalogAddress;
  /** The dropdown's categories: those of the shown products. */
  readonly categories: readonly string[];
  /** Whether a product of the catalogue has the applied category (true when none is applied). */
  readonly categoryExists: boolean;
  /**
   * The path of a link to this exact catalogue, for Share; null until the products are
   * there (the link needs the visit's seed, the dropdown their categories): all but the
   * search form wait until then, disabled, so that they read as not ready.
   */
  readonly sharePath: string | null;
}

/**
 * Above the products: the search form (name and price range) on a row of its own, then
 * category, order, Reset (the search form's own reset, which clears every filter) and
 * Share, and what Share did on a row of its own. A choice of category or order is a
 * navigation (the dropdowns only report a change).
 *
 * On a phone (under 48rem) one compact block (ADR 21): the box and Search, the disclosure
 * that folds the price range, the order and Share away, then category and Reset. The
 * order and Share are drawn twice, one at a time: in the disclosure on a phone, in their
 * row from 48rem up (a disclosure holds what follows its summary, and from 48rem they are
 * not next to the price fields). Reset too, under 40rem (see below).
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
  // The search form's own reset, which clears every filter. `data-only`: the phone's copy.
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
      <div className="flex flex-col gap-3">
        <SearchForm
          id={formId}
          address={address}
          ready={ready}
          // Nothing before the products: the served page, the same for every address, has none.
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
        {/* On a phone, where the category dropdown's hint is placed. Under 40rem Reset
            ends the category's label line and the dropdown has the next line to itself, so
            that every language's longest category shows whole at 320 px. Held sideways
            (40rem to md) Reset is beside the dropdown: one line less, so that a product
            shows in the first screen. Reset is drawn twice, one at a time, so that the tab
            order follows the screen. */}
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

interface CategorySelectProps {
  readonly value: string;
  readonly options: readonly string[];
  /** Whether a product has the applied category: one from a link may name none. */
  readonly valueExists: boolean;
  /** Until the products are there, which the options are. */
  readonly disabled: boolean;
  readonly onChange: (category: string) => void;
  /** At the end of its label's line, where the dropdown is under it (Reset). */
  readonly beside?: ReactNode;
}

/** What the dropdown says for an applied category that no product has: it matches nothing. */
function unknownCategoryLabel(category: string, messages: Messages): string {
  return messages.category.unknown(quotedUnknownCategory(category, messages));
}

/**
 * The category dropdown: a choice with the pointer applies at once, one made with the
 * keys on Enter, with a hint meanwhile (useKeyboardSafeSelect, ADR 11).
 */
export function CategorySelect({
  value,
  options,
  valueExists,
  disabled,
  onChange,
  beside,
}: CategorySelectProps) {
  const selectId = useId();
  const hintId = useId();
  const { pending, selectProps } = useKeyboardSafeSelect(value, onChange);
  const messages = useMessages();

  return (
    // The dropdown's width is its own, not its options': the shell has only "All
    // categories", and the app's come with the products, some much longer (Indonesian,
    // Uzbek), so a width that followed them would move the row, and the products, when the
    // app takes over and when a filter changes them. Every language's categories fit in it.
    // A category from a link that no product has keeps its whole label, as wide as the row
    // allows; WebKit would let a longer text widen the page, hence the paint containment.
    // On a phone it takes the rest of its row, and its hint is placed under its block (the
    // box of the controls' row is its containing block), as wide as the screen. Under 40rem
    // it has a line of its own under its label, which `beside` ends: at a field's 16 px the
    // longest category needs the whole width of a 320 px phone.
    <div className="relative flex max-w-full min-w-0 items-center gap-2 max-md:static max-md:flex-1 max-sm:flex-wrap">
      <label htmlFor={selectId} className={`${fieldLabel} max-md:shrink-0`}>
        {messages.category.label}
      </label>
      {beside}
      {/* Named for the served page's script, which shows the address's category in it
          before the app has come (src/shell-address.ts); it belongs to no form. */}
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
      {/* Below the row, out of the layout, so that nothing moves when it shows. */}
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
   * Whether it is named `sort`: the one in its row, not the phone's in the search form (a
   * named field would be sent). Both are marked `data-sort` for the served page's script
   * (src/shell-address.ts), which shows the address's order in each.
   */
  readonly named: boolean;
  /** Until the products are there. */
  readonly disabled: boolean;
  readonly onChange: (order: SortOrder) => void;
}

/**
 * The "Sort by" dropdown. A sort is no filter: it reorders the shown products at once,
 * with no loading step, so every change applies as it happens, arrow keys included.
 */
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
