import { useId, type ComponentProps } from "react";
import type { Product } from "./data/types";
import { loadedWindowedGrid, WINDOWING_THRESHOLD } from "./grid/load-windowed-grid";
import { ProductGrid } from "./grid/product-grid";
import type LoadedGrid from "./grid/windowed-product-grid";
import { ResultCount } from "./result-count";

/** The windowed grid, whose code the catalogue's loader loads for any catalogue that could need it. */
function WindowedProductGrid(props: ComponentProps<typeof LoadedGrid>) {
  if (!loadedWindowedGrid) throw new Error("The windowed grid was rendered before its code loaded");
  const Grid = loadedWindowedGrid;
  return <Grid {...props} />;
}

interface CatalogResultsProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The product whose details are open, if any. */
  readonly openProductId: string | undefined;
  /** The applied search, marked in the names. */
  readonly query: string;
}

/**
 * The shown products: the spec's empty message, or how many there are over a grid, a
 * windowed grid when many.
 */
export function CatalogResults({
  products,
  onViewDetails,
  openProductId,
  query,
}: CatalogResultsProps) {
  const countId = useId();
  if (products.length === 0) {
    return (
      <p className="py-16 text-center text-lg font-medium text-slate-700 dark:text-slate-200">
        No Product Found
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ResultCount id={countId} count={products.length} />
      {products.length <= WINDOWING_THRESHOLD ? (
        <ProductGrid
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
        />
      )}
    </div>
  );
}
