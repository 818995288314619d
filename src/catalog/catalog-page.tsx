import { type ReactNode, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { SCROLL_POSITIONS_KEY } from "../constants";
import {
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
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
  // While a large catalogue is made, only its unfiltered generated order shows. It grows at
  // its end, so no card moves under the pointer (ADR 8).
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
  return (
    <FailedPhotos value={failedPhotos}>
      <FocusAfterGoing value={focusAfterLoading}>
        <CatalogSection>
          {/* Mounted with the first products: a place kept further down than the served
              page reaches is restored once there is a page to scroll to. */}
          {data && <ScrollKept />}
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
              {/* Below the controls, so the progress row cannot move them. */}
              {data?.inSteps && <CatalogProgress made={entries.length} total={store.total} />}
              {!data ? (
                <ProductPlaceholders />
              ) : showable ? (
                <CatalogResults
                  products={shown}
                  onViewDetails={openProduct.open}
                  openProductId={openEntry?.product._id}
                  query={filters.query}
                  paging={paging}
                />
              ) : (
                // Fills the screen, so the footer stays out of view until the result arrives.
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

/** The page and its loading screen both start with this heading, so the title never moves. */
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

export interface CatalogData extends Visit {
  /** Set when this address changed the filters of shown products, so the result is announced. */
  readonly afterChange: boolean;
  /** Shared with the route, so each address is read once. */
  readonly addressOf: AddressReader;
}

/** Stands in for the catalogue before the first products. */
const NOTHING_MADE: GrowingCatalog = {
  total: 0,
  subscribe: () => () => undefined,
  getSnapshot: () => EMPTY_SNAPSHOT,
};

/**
 * Reads what the page shows from the router's state. `data` waits for hydration, because
 * the hydrating render must match the prerendered page. `address` follows a pending
 * navigation, so its result renders hidden under the spinner before it shows.
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
  // Before the products, the placeholders already show the wait.
  const loading = data !== undefined && pending;
  const { search } = pending ? navigation.location : location;
  const address = addressOf(search);
  return { data, store, snapshot, loading, address };
}

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

/** Shows the heading with the spinner, so the first paint has the page's largest content. */
export function CatalogPageLoading() {
  return (
    <CatalogSection>
      <CatalogLoading />
    </CatalogSection>
  );
}

/**
 * React Router's scroll restoration, the hook its ScrollRestoration component runs: each
 * history entry comes back where the visitor left it, after a reload or Back too. The
 * component would also render an inline script where a framework renders the page.
 */
function ScrollKept() {
  // The hook scrolls to the top when it mounts, and only one render later to the kept
  // place. A frame in between would show the top, so the page stays where it is on mount.
  const mountedAt = useRef(0);
  useLayoutEffect(() => {
    mountedAt.current = window.scrollY;
  }, []);
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  useLayoutEffect(() => {
    window.scrollTo(0, mountedAt.current);
  }, []);
  return null;
}
