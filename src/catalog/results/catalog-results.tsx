import { memo, useId } from "react";
import { useMessages } from "../../i18n/i18n-context";
import { ProductGrid } from "../grid/product-grid";
import type { WindowedProductGridProps } from "../grid/windowed-product-grid";
import { WINDOWING_THRESHOLD, WindowedProductGrid } from "../grid/windowed-grid";
import { ResultCount } from "./result-count";

/** What the windowed grid takes, but the id of the count, which the results make. */
type CatalogResultsProps = Omit<WindowedProductGridProps, "describedBy">;

/**
 * A filter change renders the grid once: for the pending address, laid out hidden under
 * the spinner (the stillness rule: the page below keeps its place when the result
 * appears). When the router commits that address the same list shows, and the grid, with
 * the same props, is not rendered again.
 */
const MemoizedProductGrid = memo(ProductGrid);

/**
 * The shown products: the spec's empty message, or how many there are over a grid, a
 * windowed grid when many (its code came with the catalogue that can show them).
 */
export function CatalogResults({
  products,
  onViewDetails,
  openProductId,
  query,
  paging,
}: CatalogResultsProps) {
  const countId = useId();
  const { catalog } = useMessages();
  if (products.length === 0) {
    return (
      <p className="py-16 text-center text-lg font-medium text-slate-700 dark:text-slate-200">
        {catalog.empty}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ResultCount id={countId} count={products.length} />
      {products.length <= WINDOWING_THRESHOLD ? (
        <MemoizedProductGrid
          products={products}
          onViewDetails={onViewDetails}
          query={query}
          describedBy={countId}
        />
      ) : (
        <WindowedProductGrid
          products={products}
          onViewDetails={onViewDetails}
          openProductId={openProductId}
          query={query}
          describedBy={countId}
          paging={paging}
        />
      )}
    </div>
  );
}
