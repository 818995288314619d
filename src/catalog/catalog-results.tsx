import { useId } from "react";
import type { Product } from "./data/products";
import { ProductGrid } from "./grid/product-grid";
import { WINDOWING_THRESHOLD, type WindowedGrid } from "./grid/windowed-grid";
import { ResultCount } from "./result-count";

interface CatalogResultsProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The product whose details are open, if any. */
  readonly openProductId: string | undefined;
  /** The applied search, marked in the names. */
  readonly query: string;
  /** The grid for many products, which the loader brings for a catalogue that can need it. */
  readonly WindowedGrid: WindowedGrid | null;
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
  WindowedGrid,
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
      {products.length <= WINDOWING_THRESHOLD || !WindowedGrid ? (
        <ProductGrid
          products={products}
          onViewDetails={onViewDetails}
          query={query}
          describedBy={countId}
        />
      ) : (
        <WindowedGrid
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
