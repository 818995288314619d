import { useId } from "react";
import { useNavigate } from "react-router";
import { ShareStatus } from "../../components/share-status";
import { secondaryButton } from "../../components/styles";
import { useShareLink } from "../../components/use-share-link";
import { useI18n } from "../../i18n/i18n-context";
import { withFilters, withSort, type CatalogAddress } from "../address/catalog-params";
import { CategorySelect } from "./category-select";
import { foldedSummary } from "./folded-summary";
import { SearchForm } from "./search-form";
import { SortSelect } from "./sort-select";

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
  const navigate = useNavigate();
  const goTo = (next: URLSearchParams) => {
    void navigate({ search: next.toString() }, { preventScrollReset: true });
  };
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
