import { defaultRangeExtractor, type Range, useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { useMediaQuery } from "../../components/document";
import { secondaryButton } from "../../components/styles";
import { PRODUCT_GAP_PX, productColumnsClass } from "../../constants";
import { useI18n, useMessages } from "../../i18n/i18n";
import type { Product } from "../data/model";
import { PAGE_SIZE, type Paging } from "../results/paging";
import { ProductCard } from "./product-card";

interface PageNavProps extends Paging {
  /** Only one copy of the buttons announces the new page. */
  readonly announce: boolean;
}

/**
 * The buttons are never disabled, so focus never drops. The line counts the whole list's
 * pages, so it changes only when the visitor acts.
 */
function PageButtons({ page, pageCount, listSize, onPage, announce }: PageNavProps) {
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(listSize, page * PAGE_SIZE);
  const {
    messages: { pages },
    formats: { count },
  } = useI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      <button
        type="button"
        aria-disabled={page === 1}
        className={`${secondaryButton} aria-disabled:opacity-50`}
        onClick={() => {
          if (page > 1) onPage(page - 1);
        }}
      >
        {pages.previous}
      </button>
      <p
        role={announce ? "status" : undefined}
        className="order-first w-full text-sm text-slate-600 sm:order-none sm:w-auto dark:text-slate-300"
      >
        {pages.position(count(page), count(pageCount), count(first), count(last))}
      </p>
      <button
        type="button"
        aria-disabled={page === pageCount}
        className={`${secondaryButton} aria-disabled:opacity-50`}
        onClick={() => {
          if (page < pageCount) onPage(page + 1);
        }}
      >
        {pages.next}
      </button>
    </div>
  );
}

/** How many columns `productColumnsClass` shows at the current width. */
export function useProductColumns(): number {
  const large = useMediaQuery("(min-width: 64rem)");
  const medium = useMediaQuery("(min-width: 48rem)");
  if (large) return 4;
  return medium ? 3 : 1;
}

/**
 * Whether the page is being printed. The list renders in full for it before the browser
 * lays out the sheets (beforeprint, rendered at once), and windowed again after.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = matchMedia("print");
    const toPrint = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const printed = () => {
      setPrinting(false);
    };
    const changed = () => {
      if (query.matches) toPrint();
      else printed();
    };
    addEventListener("beforeprint", toPrint);
    addEventListener("afterprint", printed);
    query.addEventListener("change", changed);
    return () => {
      removeEventListener("beforeprint", toPrint);
      removeEventListener("afterprint", printed);
      query.removeEventListener("change", changed);
    };
  }, []);
  return printing;
}

type Virtualizer = ReturnType<typeof useWindowVirtualizer<Element>>;

/**
 * Calls `onAct` once the visitor scrolls the page themselves, presses a key, or focus
 * moves (which scrolls to what takes it, as when closed details give it back).
 */
function useVisitorActs(onAct: () => void) {
  useEffect(() => {
    const events = ["wheel", "touchmove", "keydown", "pointerdown", "focusin"] as const;
    for (const type of events) addEventListener(type, onAct, { passive: true });
    return () => {
      for (const type of events) removeEventListener(type, onAct);
    };
  }, [onAct]);
}

/** Where each history entry's first product in view is kept, by the entry's key. */
const PLACES_KEY = "product-hub-places";

function keptPlaces(): Record<string, unknown> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(PLACES_KEY) ?? "{}");
    return typeof kept === "object" && kept !== null ? (kept as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function keepPlace(entryKey: string, place: number | null) {
  const places = Object.fromEntries(
    Object.entries(keptPlaces()).filter(([key]) => key !== entryKey),
  );
  if (place !== null) places[entryKey] = place;
  try {
    sessionStorage.setItem(PLACES_KEY, JSON.stringify(places));
  } catch {
    // Storage refused: a reload starts at the top.
  }
}

/**
 * The visitor's place in the list is a product, the first in view, not a pixel offset:
 * rows hold other products when the columns change (a window narrowed, a tablet turned),
 * and rows not yet measured have estimated heights after a reload. The place is kept per
 * history entry, and held (scrolled back to as the list lays out and grows) after a change
 * of columns, a reload or Back, until the visitor scrolls.
 */
function usePlace(virtualizer: Virtualizer, columns: number, scrollMargin: number, made: number) {
  const { key } = useLocation();
  const firstInView = useRef<number | null>(null);
  const held = useRef<number | null>(null);
  const laidOut = useRef(columns);
  const holdTo = useCallback(() => {
    const place = held.current;
    if (place === null || place >= made) return;
    virtualizer.scrollToIndex(Math.floor(place / laidOut.current), { align: "start" });
  }, [virtualizer, made]);
  useLayoutEffect(() => {
    const place = keptPlaces()[key];
    const shownBefore = held.current ?? firstInView.current;
    held.current = typeof place === "number" ? place : null;
    // Closing the details returns to an entry the page still shows. The router may have
    // moved it by pixels, so scroll back to the product once; holding it would fight
    // other scrolls, such as one that brings a price field into view.
    if (typeof place === "number" && place === shownBefore) {
      virtualizer.scrollToIndex(Math.floor(place / laidOut.current), { align: "start" });
      held.current = null;
    }
    const leave = () => {
      keepPlace(key, held.current ?? firstInView.current);
    };
    addEventListener("pagehide", leave);
    return () => {
      removeEventListener("pagehide", leave);
      leave();
    };
  }, [key, virtualizer]);
  useEffect(() => {
    const note = () => {
      if (held.current !== null) {
        holdTo();
        return;
      }
      // Above the list, with the controls in view, React Router keeps the page's offset.
      const row =
        window.scrollY > virtualizer.options.scrollMargin
          ? virtualizer.getVirtualItems().find(({ end }) => end > window.scrollY)
          : undefined;
      firstInView.current = row ? row.index * laidOut.current : null;
    };
    note();
    addEventListener("scroll", note, { passive: true });
    return () => {
      removeEventListener("scroll", note);
    };
  }, [virtualizer, holdTo]);
  useVisitorActs(
    useCallback(() => {
      held.current = null;
    }, []),
  );
  useLayoutEffect(() => {
    if (laidOut.current !== columns) {
      laidOut.current = columns;
      held.current ??= firstInView.current;
      virtualizer.measure();
    }
    holdTo();
  }, [virtualizer, columns, scrollMargin, holdTo]);
}

export interface WindowedProductGridProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  readonly openProductId: string | undefined;
  /** The applied search, marked in the names. */
  readonly query: string;
  /** Says how many products the list holds. */
  readonly describedBy: string;
  readonly paging: Paging;
}

/**
 * Renders only the rows near the viewport. Each card is a listitem with its place in the
 * whole list, and the browser scrolls a focused card in, which renders the next.
 */
export function WindowedGrid({
  products,
  onViewDetails,
  openProductId,
  query,
  describedBy,
  paging,
}: WindowedProductGridProps) {
  const columns = useProductColumns();
  const { pages } = useMessages();
  const printing = usePrinting();

  // The row of the card focused or opened last stays rendered, so focus can stay on it, or
  // return to it when the details close.
  const [pinnedId, setPinnedId] = useState<string | undefined>(undefined);
  if (openProductId !== undefined && openProductId !== pinnedId) setPinnedId(openProductId);
  const pageStart = (paging.page - 1) * PAGE_SIZE;
  const pageProducts = useMemo(
    () => products.slice(pageStart, pageStart + PAGE_SIZE),
    [products, pageStart],
  );
  const pinnedIndex = useMemo(
    () => (pinnedId === undefined ? -1 : pageProducts.findIndex(({ _id }) => _id === pinnedId)),
    [pageProducts, pinnedId],
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
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Measured again with the columns: the controls above may wrap differently.
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, [columns]);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(pageProducts.length / columns),
    estimateSize: () => 420,
    gap: PRODUCT_GAP_PX,
    overscan: 3,
    scrollMargin,
    rangeExtractor,
    useFlushSync: false,
  });

  usePlace(virtualizer, columns, scrollMargin, pageProducts.length);

  const topNav = useRef<HTMLElement>(null);
  const goToPage = (next: number) => {
    paging.onPage(next);
    // The new page starts at the list's top; focus stays on the same button, at the top.
    topNav.current?.scrollIntoView({ block: "start" });
    const clicked = document.activeElement?.textContent;
    const same = [...(topNav.current?.querySelectorAll("button") ?? [])].find(
      (button) => button.textContent === clicked,
    );
    same?.focus({ preventScroll: true });
  };
  const pageButtons = (announce: boolean) =>
    paging.pageCount > 1 && <PageButtons {...paging} onPage={goToPage} announce={announce} />;

  return (
    <div className="flex flex-col gap-4">
      {paging.pageCount > 1 && (
        <nav ref={topNav} aria-label={pages.label} className="scroll-mt-4">
          {pageButtons(true)}
        </nav>
      )}
      {printing ? (
        <div role="list" aria-describedby={describedBy} className={productColumnsClass}>
          {pageProducts.map((product, index) => (
            <div
              key={product._id}
              role="listitem"
              aria-posinset={pageStart + index + 1}
              aria-setsize={paging.listSize}
            >
              <ProductCard product={product} onViewDetails={onViewDetails} query={query} />
            </div>
          ))}
        </div>
      ) : (
        <div
          ref={listRef}
          role="list"
          aria-describedby={describedBy}
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
                className={`${productColumnsClass} absolute top-0 left-0 w-full`}
                style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
              >
                {pageProducts.slice(first, first + columns).map((product, offset) => (
                  <div
                    key={product._id}
                    role="listitem"
                    aria-posinset={pageStart + first + offset + 1}
                    aria-setsize={paging.listSize}
                    onFocus={() => {
                      setPinnedId(product._id);
                    }}
                  >
                    <ProductCard product={product} onViewDetails={onViewDetails} query={query} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
      {pageButtons(false)}
    </div>
  );
}

interface CatalogProgressBarProps {
  readonly made: number;
  readonly total: number;
}

/**
 * The status speaks in coarse steps, so a screen reader hears a few, not every chunk.
 * Its row stays once the catalogue is complete, so nothing below moves.
 */
export function CatalogProgressBar({ made, total }: CatalogProgressBarProps) {
  const {
    messages: { progress },
    formats,
  } = useI18n();
  const done = made >= total;
  const share = (steps: number) => formats.percent(Math.floor((made / total) * steps) / steps);
  const counted = { count: formats.count(total), form: formats.plural(total) };
  const generating = progress.generating(counted);
  const percentMade = share(100);
  const shown = `${generating} ${percentMade}`;
  const step = Math.floor((made / total) * 10);
  const announced = done
    ? progress.allMade(counted)
    : step === 0
      ? generating
      : progress.someMade(share(10), counted);
  return (
    // One row that never wraps: the bar gives way to the text on a narrow screen.
    <div className="flex min-h-6 items-center gap-3 text-sm text-slate-600 dark:text-slate-300 print:hidden">
      <p role="status" className={done ? "whitespace-nowrap" : "sr-only"}>
        {announced}
      </p>
      {!done && (
        <>
          <p aria-hidden="true" className="whitespace-nowrap">
            {generating}{" "}
            {/* Its width fits every percentage, so the bar beside it keeps its place. */}
            <span className="inline-block w-[4ch] tabular-nums">{percentMade}</span>
          </p>
          <div
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={made}
            aria-valuetext={shown}
            className="h-2 w-40 min-w-8 shrink overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full bg-brand"
              style={{ width: `${String((made / total) * 100)}%` }}
            />
          </div>
        </>
      )}
    </div>
  );
}
