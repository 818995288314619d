import { useEffect, useId, useMemo, useSyncExternalStore } from "react";
import { useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import { useDocumentTitle } from "../components/use-document-title";
import { useI18n, useMessages } from "../i18n/i18n-context";
import { CatalogLoading, LOADING_BLOCK_MIN_HEIGHT } from "./loading/catalog-loading";
import {
  DEFAULT_SORT,
  NO_FILTERS,
  parseFilters,
  parsePage,
  parseSort,
  productPath,
  sameFilters,
  sharePath,
  withPage,
} from "./address/catalog-params";
import { CatalogSection } from "./catalog-section";
import type { CatalogVisit } from "./data/load-catalog";
import type { Product } from "./data/types";
import { pageCountOf, pageOfIndex, type Paging } from "./grid/pages";
import { ProductGrid } from "./grid/product-grid";
import {
  WINDOWING_THRESHOLD,
  type LargeCatalogParts,
  type WindowedGrid,
} from "./grid/windowed-grid";
import { catalogTitle } from "./results/catalog-title";
import { CatalogControls } from "./controls/catalog-controls";
import { categoriesOf, filterCatalog, isCategoryOf, sortProducts } from "./results/shown-products";
import { ProductDetailsDialog } from "./details/product-details-dialog";
import { ResultCount } from "./results/result-count";
import { resultMessage } from "./results/result-message";
import { useFocusAcrossLoading } from "./loading/use-focus-across-loading";
import { useOpenProduct } from "./details/use-open-product";
import { loadSpinner } from "./loading/load-spinner";

/** What the page gets from the catalogue route's loader. */
export interface CatalogData extends CatalogVisit {
  /** Whether this address changed the filters of products already shown: its result is announced. */
  readonly afterChange: boolean;
  /**
   * The windowed grid and the progress, loaded for a catalogue that can show more than the
   * plain grid takes.
   */
  readonly largeParts: LargeCatalogParts | null;
}

interface CatalogResultsProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The product whose details are open, if any. */
  readonly openProductId: string | undefined;
  /** The applied search, marked in the names. */
  readonly query: string;
  /** The grid for many products, which the loader brings for a catalogue that can need it. */
  readonly WindowedGrid: WindowedGrid | null;
  readonly paging: Paging;
}

/**
 * The shown products: the spec's empty message, or how many there are over a grid, a
 * windowed grid when many.
 */
function CatalogResults({
  products,
  onViewDetails,
  openProductId,
  query,
  WindowedGrid,
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
          paging={paging}
        />
      )}
    </div>
  );
}

/**
 * The catalogue: the visit's products, as the URL filters and orders them, under the
 * controls; the details of the open product in a modal over them. A large catalogue shows
 * its first products while the rest are made, with its progress.
 *
 * The router commits a filter change's address once the loader's 500 ms are over. Until
 * then the spinner covers the controls and the result, which show, hidden and inert, what
 * the pending address will show: the page below keeps its place when they appear, and
 * they stay mounted throughout.
 *
 * While a large catalogue is made, only its generated order shows, which grows at its end
 * and so moves no card: a filter or another order waits for the whole catalogue under its
 * progress, so that nothing the visitor can click moves under the pointer (ADR 8). The page
 * of a long list is in the URL (`page`); its pages are counted over the whole catalogue
 * from the start.
 */
export function CatalogPage() {
  const { store, count, seed, inSteps, afterChange, largeParts } = useLoaderData<CatalogData>();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { entries, error } = snapshot;
  if (error) throw error;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/";
  const { search } = loading ? navigation.location : location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const { query, category, minPrice, maxPrice } = parseFilters(params);
  const filters = useMemo(
    () => ({ query, category, minPrice, maxPrice }),
    [query, category, minPrice, maxPrice],
  );
  const sort = parseSort(params);
  const i18n = useI18n();
  const { tag } = i18n.locale;
  const { compare } = i18n.formats;
  const matching = useMemo(() => filterCatalog(entries, filters, tag), [entries, filters, tag]);
  const shown = useMemo(
    () => sortProducts(matching, sort, snapshot, compare),
    [matching, sort, snapshot, compare],
  );
  const categories = useMemo(
    () => categoriesOf(matching, category, snapshot, compare),
    [matching, category, snapshot, compare],
  );
  const categoryExists = useMemo(
    () => category === "" || isCategoryOf(entries, category),
    [entries, category],
  );
  const openProduct = useOpenProduct(entries, seed);
  const openEntry = openProduct.entry;
  const complete = entries.length >= store.total;
  const settled = complete || (sort === DEFAULT_SORT && sameFilters(filters, NO_FILTERS));
  const listSize = complete ? shown.length : store.total;
  const pageCount = pageCountOf(listSize);
  // A product link without a page (older links have none) shows the page that holds it.
  const openPlace = useMemo(
    () => (openEntry ? shown.findIndex(({ _id }) => _id === openEntry.product._id) : -1),
    [shown, openEntry],
  );
  const page =
    params.has("page") || openPlace < 0 ? parsePage(params, pageCount) : pageOfIndex(openPlace);
  const navigate = useNavigate();
  const paging: Paging = {
    page,
    pageCount,
    listSize,
    onPage: (next) => {
      void navigate({ search: withPage(params, next).toString() }, { preventScrollReset: true });
    },
  };
  const focusTracking = useFocusAcrossLoading(loading);
  // Once the page is shown, the spinner's code, for the first change.
  useEffect(() => {
    void loadSpinner();
  }, []);
  // The title follows what is on screen: it changes when the result shows, not before.
  useDocumentTitle(
    loading
      ? null
      : (openEntry?.product.name ?? catalogTitle(filters, shown.length, i18n, categoryExists)),
  );
  return (
    <CatalogSection>
      {/* Stays mounted through the loading step, so that a change's result is announced. */}
      <p role="status" className="sr-only">
        {afterChange && !loading ? resultMessage(shown.length, i18n) : ""}
      </p>
      <div className={`relative ${LOADING_BLOCK_MIN_HEIGHT}`}>
        {loading && (
          <div className="absolute inset-x-0 top-0">
            <CatalogLoading />
          </div>
        )}
        <div
          inert={loading}
          // Inline, so that jsdom's accessibility tree leaves it out as a browser does.
          style={loading ? { visibility: "hidden" } : undefined}
          className="flex flex-col gap-6"
          {...focusTracking}
        >
          <CatalogControls
            filters={filters}
            sort={sort}
            categories={categories}
            categoryExists={categoryExists}
            sharePath={sharePath({ count, seed, locale: tag, filters, sort, page })}
          />
          {/* Under the controls, where the shell has placeholders: the shell is the same for
              every address, so a row above the controls would move them (ADR 12). */}
          {inSteps && largeParts && (
            <largeParts.CatalogProgress made={entries.length} total={store.total} />
          )}
          {settled ? (
            <CatalogResults
              products={shown}
              onViewDetails={openProduct.open}
              openProductId={openEntry?.product._id}
              query={query}
              WindowedGrid={largeParts?.WindowedGrid ?? null}
              paging={paging}
            />
          ) : (
            // As tall as the screen: what follows is out of view when the result replaces it.
            <div className="min-h-screen">
              <CatalogLoading />
            </div>
          )}
        </div>
      </div>
      {!loading && openEntry && (
        <ProductDetailsDialog
          product={openEntry.product}
          link={productPath(count, seed, tag, openEntry.product._id, pageOfIndex(openEntry.place))}
          onClose={() => {
            openProduct.close(page);
          }}
          fromAddress={!openProduct.fromPage}
        />
      )}
    </CatalogSection>
  );
}
