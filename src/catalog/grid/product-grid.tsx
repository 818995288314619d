import { lazy, memo, useId } from "react";
import { PRODUCT_COUNT, productColumnsClass } from "../../constants";
import { useMessages } from "../../i18n/i18n";
import type { Product } from "../data/model";
import { ResultCount, ResultCountPlaceholder } from "../results/announcements";
import type { WindowedProductGridProps } from "./large-catalog";
import { ProductCard, ProductCardPlaceholder } from "./product-card";

interface ProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The applied search, marked in the names. */
  readonly query: string;
  /** The id of what describes the list: how many products it holds. */
  readonly describedBy: string;
}

export function ProductGrid({ products, onViewDetails, query, describedBy }: ProductGridProps) {
  return (
    <ul aria-describedby={describedBy} className={productColumnsClass}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} onViewDetails={onViewDetails} query={query} />
        </li>
      ))}
    </ul>
  );
}

const PLACEHOLDERS = Array.from({ length: PRODUCT_COUNT }, (_, index) => index);

/**
 * Where the products will be, before they exist: the count's line and 12 placeholder
 * cards of the real ones' size, so that nothing moves when they come. Nothing here works
 * yet: out of the tab order and of the accessibility tree (the page says it is loading).
 */
export function ProductPlaceholders() {
  return (
    <div inert aria-hidden="true" className="flex flex-col gap-4">
      <ResultCountPlaceholder />
      <ul className={productColumnsClass}>
        {PLACEHOLDERS.map((index) => (
          <li key={index}>
            <ProductCardPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}

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

/** Above this many shown products, only the rows near the viewport are rendered. */
export const WINDOWING_THRESHOLD = 100;

/**
 * The code only large catalogues need (a catalogue made in steps is large): the
 * catalogue's loader asks for it beside the first products, so that the default page
 * never downloads it and a large one has it by its first render (the router's, a
 * transition, which waits the moment `React.lazy` takes to read a loaded module).
 */
export function loadLargeCatalogParts() {
  return import("./large-catalog");
}

/** The windowed grid, for a list of more than WINDOWING_THRESHOLD products. */
const WindowedProductGrid = lazy(() =>
  loadLargeCatalogParts().then(({ WindowedGrid }) => ({ default: WindowedGrid })),
);

/** The progress of a catalogue made in steps. */
export const CatalogProgress = lazy(() =>
  loadLargeCatalogParts().then(({ CatalogProgressBar }) => ({ default: CatalogProgressBar })),
);
