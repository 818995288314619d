import { type ReactNode, useCallback, useState, useSyncExternalStore } from "react";
import { useLoaderData, useLocation, useNavigation } from "react-router";
import { useHydrated } from "../components/document";
import { useI18n, useMessages } from "../i18n/i18n";
import {
  type AddressReader,
  DEFAULT_SORT,
  NO_FILTERS,
  sameFilters,
} from "./address/catalog-address";
import { productPath, sharePath } from "./address/catalog-links";
import { CatalogControls } from "./controls/catalog-controls";
import type { Visit } from "./data/catalog-maker";
import { EMPTY_SNAPSHOT } from "./data/model";
import type { GrowingCatalog } from "./data/worker-pool";
import { FailedPhotos } from "./grid/product-card";
import { CatalogProgress, CatalogResults, ProductPlaceholders } from "./grid/product-grid";
import {
  CatalogLoading,
  FocusAfterGoing,
  LOADING_BLOCK_MIN_HEIGHT,
  useFocusAcrossLoading,
} from "./loading-step";
import { ProductDetailsDialog, useOpenProduct } from "./product-details";
import { CatalogStatus, LanguageChangeNote, useCatalogTitle } from "./results/announcements";
import { pageOfIndex, usePaging } from "./results/paging";
import { useShownProducts } from "./results/shown-products";

/**
 * The catalogue: the visit's products, as the URL filters and orders them, under the
 * controls; the details of the open product in a modal over them. A large catalogue shows
 * its first products while the rest are made, with its progress. Each job is a module of
 * its own: what the router shows now (`useCatalogView`), the shown products
 * (`useShownProducts`), the page of a long list (`usePaging`), the open product
 * (`useOpenProduct`), the live region (`CatalogStatus`) and the title (`useCatalogTitle`), focus
 * across the loading step (`useFocusAcrossLoading`); this one composes them.
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
export function CatalogPage({ addressOf }: { readonly addressOf: AddressReader }) {
  const { data, store, snapshot, loading, address } = useCatalogView(addressOf);
  const { filters, sort, params } = address;
  const { entries } = snapshot;
  const { tag } = useI18n().locale;
  const { shown, categories, categoryExists } = useShownProducts(
    snapshot,
    filters,
    sort,
    data !== undefined,
  );
  const openProduct = useOpenProduct(entries, address, data?.seed ?? null);
  const openEntry = openProduct.entry;
  const complete = entries.length >= store.total;
  // Whether the result can show: all the products are made, or what is asked for is the
  // generated order, unfiltered, which shows as it grows.
  const showable = complete || (sort === DEFAULT_SORT && sameFilters(filters, NO_FILTERS));
  const paging = usePaging(
    params,
    shown,
    complete ? shown.length : store.total,
    openEntry?.product._id,
  );
  const { tracking, focusAfterLoading } = useFocusAcrossLoading(loading);
  const result = { filters, count: shown.length, categoryExists };
  useCatalogTitle(loading || !data ? null : result, openEntry?.product.name);
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
      <FocusAfterGoing value={focusAfterLoading}>
        <CatalogSection>
          <CatalogStatus
            ready={data !== undefined}
            changed={data?.afterChange === true && !loading}
            result={result}
          />
          {!data && <NoScriptNote />}
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
              {...tracking}
            >
              <CatalogControls
                address={address}
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
                        page: paging.page,
                      })
                    : null
                }
              />
              <LanguageChangeNote ready={data !== undefined} />
              {/* Under the controls, where the page has placeholders before the products: the
              served page is the same for every address, so a row above the controls would
              move them. */}
              {data?.inSteps && <CatalogProgress made={entries.length} total={store.total} />}
              {!data ? (
                <ProductPlaceholders />
              ) : showable ? (
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
                openProduct.close(paging.page);
              }}
              fromAddress={!openProduct.fromPage}
            />
          )}
        </CatalogSection>
      </FocusAfterGoing>
    </FailedPhotos>
  );
}

const HEADING_ID = "catalog-heading";

/**
 * The catalogue's region, labelled by its title, "All Products": the page and its
 * loading screen both start with it, so the title never moves.
 */
export function CatalogSection({ children }: { readonly children: ReactNode }) {
  const { catalog } = useMessages();
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-6 short:gap-3">
      <h1
        id={HEADING_ID}
        className="text-3xl font-bold tracking-tight wrap-break-word text-slate-900 dark:text-slate-50"
      >
        {catalog.title}
      </h1>
      {children}
    </section>
  );
}

/** What the page gets from the catalogue route's loader. */
export interface CatalogData extends Visit {
  /** Whether this address changed the filters of products already shown: its result is announced. */
  readonly afterChange: boolean;
  /** The route's reader of addresses, which has read each of this page's once. */
  readonly addressOf: AddressReader;
}

/** The page's catalogue before its first products: none, and none coming. */
const NOTHING_MADE: GrowingCatalog = {
  total: 0,
  subscribe: () => () => undefined,
  getSnapshot: () => EMPTY_SNAPSHOT,
};

/**
 * What the catalogue's page shows now, from the router's state:
 * - `data`: the visit, once the router has it and the page is React's (the render that
 *   hydrates the page is the page without products, as prerendered, even when the
 *   router already has them: a quick worker, a slow line);
 * - `store` and `snapshot`: its products, as many as are made (none before `data`); a
 *   worker's failure is thrown, for the route's error screen;
 * - `loading`: a filter change is pending over shown products (the loading step);
 * - `address`: what the address asks for, the pending navigation's while there is one, so
 *   that a search sent before the products stays in the box meanwhile, and a filter
 *   change's result is rendered (hidden under the spinner) before it shows; read by the
 *   route's reader, `addressOf`, which read it for the route already.
 */
export function useCatalogView(addressOf: AddressReader) {
  const loaded = useLoaderData<CatalogData | undefined>();
  const data = useHydrated() ? loaded : undefined;
  const store = data?.store ?? NOTHING_MADE;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (snapshot.error) throw snapshot.error;
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/";
  // The loading step shows over products; before them, the placeholders say it already.
  const loading = data !== undefined && pending;
  const { search } = pending ? navigation.location : location;
  const address = addressOf(search);
  return { data, store, snapshot, loading, address };
}

/** What the served page says where scripts are off: the products need them. */
export function NoScriptNote() {
  const { catalog } = useI18n().messages;
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        {catalog.noScript}
      </p>
    </noscript>
  );
}

/**
 * What "/" shows while its loader makes the products: the page's title and the spinner,
 * so the first paint already has the heading (the page's largest content).
 */
export function CatalogPageLoading() {
  return (
    <CatalogSection>
      <CatalogLoading />
    </CatalogSection>
  );
}
