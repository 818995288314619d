import { useId } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ShareStatus } from "../../components/share-status";
import { secondaryButton } from "../../components/styles";
import { useShareLink } from "../../components/use-share-link";
import { useMessages } from "../../i18n/i18n-context";
import { withFilters, withSort, type Filters, type SortOrder } from "../address/catalog-params";
import { CategorySelect } from "./category-select";
import { SearchForm } from "./search-form";
import { SortSelect } from "./sort-select";

interface CatalogControlsProps {
  /** The filters the page shows. */
  readonly filters: Filters;
  readonly sort: SortOrder;
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
 */
export function CatalogControls({
  filters,
  sort,
  categories,
  categoryExists,
  sharePath,
}: CatalogControlsProps) {
  const ready = sharePath !== null;
  const formId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goTo = (next: URLSearchParams) => {
    void navigate({ search: next.toString() }, { preventScrollReset: true });
  };
  const shareLink = useShareLink(sharePath ?? "/");
  const { catalog, share } = useMessages();
  return (
    <>
      <div className="flex flex-col gap-3">
        <SearchForm id={formId} applied={filters} ready={ready} />
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-5">
          <div className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-5">
            <CategorySelect
              value={filters.category}
              options={categories}
              valueExists={categoryExists}
              disabled={!ready}
              onChange={(category) => {
                goTo(withFilters(params, { ...filters, category }));
              }}
            />
            <SortSelect
              value={sort}
              disabled={!ready}
              onChange={(order) => {
                goTo(withSort(params, order));
              }}
            />
          </div>
          <div className="flex items-center gap-3">
            <button type="reset" form={formId} disabled={!ready} className={secondaryButton}>
              {catalog.reset}
            </button>
            <button
              type="button"
              disabled={!ready}
              className={secondaryButton}
              onClick={shareLink.share}
            >
              {share.share}
            </button>
          </div>
        </div>
      </div>
      <ShareStatus state={shareLink.state} fieldRef={shareLink.fieldRef} />
    </>
  );
}
