import { useCallback, useState } from "react";
import { useI18n } from "../i18n/i18n-context";
import { productPath, sharePath } from "./address/catalog-links";
import {
  DEFAULT_SORT,
  NO_FILTERS,
  sameFilters,
  type AddressReader,
} from "./address/catalog-params";
import { CatalogSection } from "./catalog-section";
import { CatalogControls } from "./controls/catalog-controls";
import { ProductDetailsDialog } from "./details/product-details-dialog";
import { useOpenProduct } from "./details/use-open-product";
import { FailedPhotos } from "./grid/failed-photos";
import { pageOfIndex } from "./grid/pages";
import { ProductPlaceholders } from "./grid/product-placeholders";
import { usePaging } from "./grid/use-paging";
import { CatalogProgress } from "./grid/windowed-grid";
import { CatalogLoading, LOADING_BLOCK_MIN_HEIGHT } from "./loading/catalog-loading";
import { useFocusAcrossLoading } from "./loading/use-focus-across-loading";
import { CatalogStatus } from "./results/catalog-status";
import { CatalogResults } from "./results/catalog-results";
import { LanguageChangeNote } from "./results/language-change-note";
import { NoScriptNote } from "./results/no-script-note";
import { useCatalogTitle } from "./results/use-catalog-title";
import { useShownProducts } from "./results/use-shown-products";
import { useCatalogView } from "./use-catalog-view";

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
  const focusTracking = useFocusAcrossLoading(loading);
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
      <CatalogSection>
        <CatalogStatus
          made={data !== undefined}
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
            {...focusTracking}
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
    </FailedPhotos>
  );
}
