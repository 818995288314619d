import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useMediaQuery } from "../components/use-media-query";
import { ProductCard } from "./product-card";
import type { Product } from "./products";

const countFormat = new Intl.NumberFormat("en");

/** Tailwind's md and lg breakpoints: the grid's 1, 3 and 4 columns. */
function useColumnCount(): number {
  const large = useMediaQuery("(min-width: 64rem)");
  const medium = useMediaQuery("(min-width: 48rem)");
  if (large) return 4;
  return medium ? 3 : 1;
}

interface WindowedProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The product whose details are open, if any. */
  readonly openProductId: string | undefined;
}

/**
 * The grid for large catalogues: only the rows near the viewport are in the DOM, so
 * 100,000 products cost what a few dozen do. Rows keep the 1/3/4 columns; each card is a
 * listitem with its position in the whole list, and the page scrolls as usual, so Tab
 * moves card by card (the browser scrolls the focused card in, which renders the next).
 */
export default function WindowedProductGrid({
  products,
  onViewDetails,
  openProductId,
}: WindowedProductGridProps) {
  const columns = useColumnCount();

  // The row of the product opened last stays rendered wherever the page scrolls and
  // however the columns change behind the dialog, so that focus can go back to its View
  // Details button when the details close.
  const [pinnedId, setPinnedId] = useState(openProductId);
  if (openProductId !== undefined && openProductId !== pinnedId) setPinnedId(openProductId);
  const pinnedIndex = useMemo(
    () => (pinnedId === undefined ? -1 : products.findIndex(({ _id }) => _id === pinnedId)),
    [products, pinnedId],
  );
  const pinnedRow = pinnedIndex < 0 ? null : Math.floor(pinnedIndex / columns);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (pinnedRow === null || rows.includes(pinnedRow)) return rows;
      return [...rows, pinnedRow].sort((a, b) => a - b);
    },
    [pinnedRow],
  );
  const summaryId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(products.length / columns),
    estimateSize: () => 420,
    gap: 24,
    overscan: 3,
    scrollMargin,
    rangeExtractor,
    useFlushSync: false,
  });

  return (
    <div className="flex flex-col gap-4">
      <p id={summaryId} className="text-sm text-slate-600 dark:text-slate-300">
        Showing {countFormat.format(products.length)} products
      </p>
      <div
        ref={listRef}
        role="list"
        aria-describedby={summaryId}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              role="none"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4"
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              {products.slice(first, first + columns).map((product, offset) => (
                <div
                  key={product._id}
                  role="listitem"
                  aria-posinset={first + offset + 1}
                  aria-setsize={products.length}
                >
                  <ProductCard product={product} onViewDetails={onViewDetails} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
