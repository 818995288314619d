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
  /** Says how many products the list holds. */
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
 * Placeholder cards of the real ones' size, so nothing moves when the products come. Inert
 * and hidden, since the page says it is loading.
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

type CatalogResultsProps = Omit<WindowedProductGridProps, "describedBy">;

/**
 * A filter change first renders the grid hidden under the spinner. Memoized, so it does not
 * render again when the router commits the same list.
 */
const MemoizedProductGrid = memo(ProductGrid);

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
 * The code only large catalogues need. The loader fetches it with their first products,
 * so a small catalogue never downloads it.
 */
export function loadLargeCatalogParts() {
  return import("./large-catalog");
}

const WindowedProductGrid = lazy(() =>
  loadLargeCatalogParts().then(({ WindowedGrid }) => ({ default: WindowedGrid })),
);

export const CatalogProgress = lazy(() =>
  loadLargeCatalogParts().then(({ CatalogProgressBar }) => ({ default: CatalogProgressBar })),
);
