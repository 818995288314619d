import { memo, useCallback, useId, useMemo, useState, useSyncExternalStore } from "react";
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  NavigationType,
} from "react-router";
import { useDocumentTitle } from "../components/use-document-title";
import { useHydrated } from "../components/use-hydrated";
import { PRODUCT_COUNT } from "../constants";
import { useI18n, useMessages } from "../i18n/i18n-context";
import {
  DEFAULT_SORT,
  NO_FILTERS,
  parsePage,
  productPath,
  readAddress,
  sameFilters,
  sharePath,
  withPage,
} from "./address/catalog-params";
import { priceLines, priceLinesSaid } from "./address/price-range";
import { sentPricesOf } from "./address/sent-prices";
import { CatalogSection } from "./catalog-section";
import { CatalogControls } from "./controls/catalog-controls";
import { EMPTY_SNAPSHOT } from "./data/catalog-snapshot";
import type { GrowingCatalog } from "./data/generate-catalog";
import type { CatalogVisit } from "./data/load-catalog";
import type { Product } from "./data/types";
import { ProductDetailsDialog } from "./details/product-details-dialog";
import { useOpenProduct } from "./details/use-open-product";
import { FailedPhotos } from "./grid/failed-photos";
import { pageCountOf, pageOfIndex, type Paging } from "./grid/pages";
import { ProductCardPlaceholder } from "./grid/product-card";
import { productColumnsClass } from "./grid/product-columns";
import { ProductGrid } from "./grid/product-grid";
import { CatalogProgress, WINDOWING_THRESHOLD, WindowedProductGrid } from "./grid/windowed-grid";
import { CatalogLoading, LOADING_BLOCK_MIN_HEIGHT } from "./loading/catalog-loading";
import { useFocusAcrossLoading } from "./loading/use-focus-across-loading";
import { catalogTitle } from "./results/catalog-title";
import { LanguageChangeNote } from "./results/language-change-note";
import { ResultCount, ResultCountPlaceholder } from "./results/result-count";
import { resultMessage } from "./results/result-message";
import { categoriesOf, filterCatalog, isCategoryOf, sortProducts } from "./results/shown-products";

/** What the page gets from the catalogue route's loader. */
export interface CatalogData extends CatalogVisit {
  /** Whether this address changed the filters of products already shown: its result is announced. */
  readonly afterChange: boolean;
}

/** The page's catalogue before its first products: none, and none coming. */
const NOTHING_MADE: GrowingCatalog = {
  total: 0,
  subscribe: () => () => undefined,
  getSnapshot: () => EMPTY_SNAPSHOT,
};

const PLACEHOLDERS = Array.from({ length: PRODUCT_COUNT }, (_, index) => index);

/**
 * Where the products will be, before they exist: the count's line and 12 placeholder
 * cards of the real ones' size, so that nothing moves when they come. Nothing here works
 * yet: out of the tab order and of the accessibility tree (the page says it is loading).
 */
function ProductPlaceholders() {
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

interface CatalogResultsProps {
  readonly products: readonly Product[];
  readonly onViewDetails: (productId: string) => void;
  /** The product whose details are open, if any. */
  readonly openProductId: string | undefined;
  /** The applied search, marked in the names. */
  readonly query: string;
  readonly paging: Paging;
}

/**
 * The shown products: the spec's empty message, or how many there are over a grid, a
 * windowed grid when many (its code came with the catalogue that can show them).
 */
function CatalogResults({
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

/**
 * A filter change renders the grid once: for the pending address, laid out hidden under
 * the spinner (the stillness rule: the page below keeps its place when the result
 * appears). When the router commits that address the same list shows, and the grid, with
 * the same props, is not rendered again.
 */
const MemoizedProductGrid = memo(ProductGrid);

/**
 * The catalogue: the visit's products, as the URL filters and orders them, under the
 * controls; the details of the open product in a modal over them. A large catalogue shows
 * its first products while the rest are made, with its progress.
 *
 * Before its first products (no loader data yet) it is the route's HydrateFallback: the
 * controls show the address's choices (the served page's script wrote them into the
 * prerender of this very render, ADR 19), the dropdowns, Reset and Share are disabled and
 * placeholders stand where the products will be. The same page then renders them, so the
 * controls are the nodes the visitor may already have typed into or focused.
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
  // The router may have the products before the app hydrates the page (a quick worker, a
  // slow line): the render that hydrates is still the page without them, as prerendered.
  const loaded = useLoaderData<CatalogData | undefined>();
  const data = useHydrated() ? loaded : undefined;
  const store = data?.store ?? NOTHING_MADE;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { entries, error } = snapshot;
  if (error) throw error;
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/";
  // The loading step shows over products; before them, the placeholders say it already.
  const loading = data !== undefined && pending;
  // What a pending navigation asks for shows (hidden under the spinner once there are
  // products): a search sent before the products stays in the box meanwhile.
  const { search } = pending ? navigation.location : location;
  const address = useMemo(() => readAddress(search), [search]);
  const { filters, sort, params } = address;
  const i18n = useI18n();
  const { tag } = i18n.locale;
  const { compare } = i18n.formats;
  const matching = useMemo(() => filterCatalog(entries, filters, tag), [entries, filters, tag]);
  const shown = useMemo(
    () => sortProducts(matching, sort, snapshot, compare),
    [matching, sort, snapshot, compare],
  );
  const categories = useMemo(
    () => categoriesOf(matching, filters.category, snapshot, compare),
    [matching, filters, snapshot, compare],
  );
  // Before the products, a category is taken as the address names it.
  const categoryExists = useMemo(
    () => data === undefined || filters.category === "" || isCategoryOf(entries, filters.category),
    [data, entries, filters],
  );
  const openProduct = useOpenProduct(entries, data?.seed ?? null);
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
  // A search just sent (not Back, Forward or a reload) says first what the line under the
  // price fields says of it, which is otherwise only their description.
  const sentPrices =
    useNavigationType() === NavigationType.Push ? sentPricesOf(location.state) : null;
  const priceSaid = sentPrices
    ? priceLinesSaid(priceLines({ min: filters.minPrice, max: filters.maxPrice }, sentPrices, i18n))
    : "";
  // The title follows what is on screen: it changes when the result shows, not before.
  useDocumentTitle(
    loading || !data
      ? null
      : (openEntry?.product.name ?? catalogTitle(filters, shown.length, i18n, categoryExists)),
  );
  const [failedPhotos] = useState(() => new Set<string>());
  const { open: openDetails } = openProduct;
  const onViewDetails = useCallback(
    (productId: string) => {
      openDetails(productId);
    },
    [openDetails],
  );
  return (
    <FailedPhotos value={failedPhotos}>
      <CatalogSection>
        {/* Stays mounted from the first render on, so that a change's result is announced. */}
        <p
          role="status"
          aria-label={data ? undefined : i18n.messages.loading.products}
          className="sr-only"
        >
          {data
            ? data.afterChange && !loading
              ? [priceSaid, resultMessage(shown.length, i18n)].filter((said) => said).join(" ")
              : ""
            : i18n.messages.loading.products}
        </p>
        {!data && (
          <noscript>
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              {i18n.messages.catalog.noScript}
            </p>
          </noscript>
        )}
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
            className="flex flex-col gap-6 short:gap-3"
            {...focusTracking}
          >
            <CatalogControls
              filters={filters}
              sort={sort}
              categories={categories}
              categoryExists={categoryExists}
              sharePath={
                data
                  ? sharePath({
                      count: data.count,
                      seed: data.seed,
                      locale: tag,
                      filters,
                      sort,
                      page,
                    })
                  : null
              }
            />
            <LanguageChangeNote />
            {/* Under the controls, where the page has placeholders before the products: the
              served page is the same for every address, so a row above the controls would
              move them. */}
            {data?.inSteps && <CatalogProgress made={entries.length} total={store.total} />}
            {!data ? (
              <ProductPlaceholders />
            ) : settled ? (
              <CatalogResults
                products={shown}
                onViewDetails={onViewDetails}
                openProductId={openEntry?.product._id}
                query={filters.query}
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
        {data && !loading && openEntry && (
          <ProductDetailsDialog
            product={openEntry.product}
            link={productPath(
              data.count,
              data.seed,
              tag,
              openEntry.product._id,
              pageOfIndex(openEntry.place),
            )}
            onClose={() => {
              openProduct.close(page);
            }}
            fromAddress={!openProduct.fromPage}
          />
        )}
      </CatalogSection>
    </FailedPhotos>
  );
}
