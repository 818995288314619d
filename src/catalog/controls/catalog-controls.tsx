import { secondaryButton } from "../../components/styles";
import type { CatalogState } from "../use-catalog";
import { CategorySelect } from "./category-select";
import { SearchForm } from "./search-form";
import { ShareStatus } from "./share-status";
import { SortSelect } from "./sort-select";
import { useShareLink } from "./use-share-link";

/** What the controls show and do: the filter state's drafts, choices and actions. */
export type ControlsState = Pick<
  CatalogState,
  | "draft"
  | "changedBy"
  | "requested"
  | "sort"
  | "categories"
  | "type"
  | "search"
  | "clear"
  | "chooseCategory"
  | "chooseSort"
  | "reset"
>;

interface CatalogControlsProps {
  readonly filters: ControlsState;
  /** The path of a link to this exact catalogue, for Share. */
  readonly sharePath: string;
}

/**
 * Above the products: the search form (name and price range) on a row of its own, then
 * category, order, Reset and Share, and what Share did on a row of its own. After a filter change, focus goes back to the control that made it.
 */
export function CatalogControls({ filters, sharePath }: CatalogControlsProps) {
  const shareLink = useShareLink(sharePath);
  return (
    <>
      <div className="flex flex-col gap-3">
        <SearchForm
          draft={filters.draft}
          applied={filters.requested}
          focus={
            filters.changedBy === "category" || filters.changedBy === "reset"
              ? null
              : filters.changedBy
          }
          onDraftChange={filters.type}
          onSearch={filters.search}
          onClear={filters.clear}
        />
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-5">
          <div className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-5">
            <CategorySelect
              value={filters.requested.category}
              options={filters.categories}
              autoFocus={filters.changedBy === "category"}
              onChange={filters.chooseCategory}
            />
            <SortSelect value={filters.sort} onChange={filters.chooseSort} />
          </div>
          <div className="flex items-center gap-3">
            <button
              type="button"
              autoFocus={filters.changedBy === "reset"}
              className={secondaryButton}
              onClick={filters.reset}
            >
              Reset
            </button>
            <button type="button" className={secondaryButton} onClick={shareLink.share}>
              Share
            </button>
          </div>
        </div>
      </div>
      <ShareStatus state={shareLink.state} fieldRef={shareLink.fieldRef} />
    </>
  );
}
