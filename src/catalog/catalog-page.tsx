import { useSyncExternalStore } from "react";
import { useLoaderData } from "react-router";
import { useDocumentTitle } from "../components/use-document-title";
import { CatalogLoading, LOADING_BLOCK_MIN_HEIGHT } from "./catalog-loading";
import { productPath, sharePath } from "./catalog-params";
import { CatalogProgress } from "./catalog-progress";
import { CatalogResults } from "./catalog-results";
import { CatalogSection } from "./catalog-section";
import { catalogTitle } from "./catalog-title";
import { CatalogControls } from "./controls/catalog-controls";
import { CHUNK_SIZE } from "./data/chunks";
import type { loadCatalog } from "./data/load-catalog";
import { ProductDetailsDialog } from "./product-details-dialog";
import { resultMessage } from "./result-message";
import { useCatalog } from "./use-catalog";
import { useOpenProduct } from "./use-open-product";

/**
 * The catalogue: the loader's products, filtered by the URL's filters after the loading
 * step, under the controls; the details of the open product in a modal over them. A large
 * catalogue shows its first products while the rest are made, with its progress.
 *
 * During the loading step the spinner covers the controls and the result they asked for,
 * which are already laid out, hidden and inert: the page below keeps its place when they
 * appear. They mount again when they appear, so focus can go back to the control that
 * made the change (`autoFocus`).
 */
export function CatalogPage() {
  const { catalog, count, seed } = useLoaderData<typeof loadCatalog>();
  const { entries, error } = useSyncExternalStore(catalog.subscribe, catalog.getSnapshot);
  if (error) throw error;
  const filters = useCatalog(entries, entries.length === catalog.total);
  const openProduct = useOpenProduct(entries, seed);
  const { loading, shown, announce } = filters;
  // The title follows what is on screen: it changes when the result shows, not before.
  useDocumentTitle(
    loading ? null : (openProduct.product?.name ?? catalogTitle(filters.requested, shown.length)),
  );
  return (
    <CatalogSection>
      {/* Stays mounted through the loading step, so its change is announced. */}
      <p role="status" className="sr-only">
        {announce ? resultMessage(shown.length) : ""}
      </p>
      {catalog.total > CHUNK_SIZE && (
        <CatalogProgress made={entries.length} total={catalog.total} />
      )}
      <div className={`relative ${LOADING_BLOCK_MIN_HEIGHT}`}>
        {loading && (
          <div className="absolute inset-x-0 top-0">
            <CatalogLoading />
          </div>
        )}
        <div
          key={loading ? "loading" : "shown"}
          inert={loading}
          // Inline, so that jsdom's accessibility tree leaves it out as a browser does.
          style={loading ? { visibility: "hidden" } : undefined}
          className="flex flex-col gap-6"
        >
          <CatalogControls
            filters={filters}
            sharePath={sharePath({ count, seed, filters: filters.requested, sort: filters.sort })}
          />
          <CatalogResults
            products={shown}
            onViewDetails={openProduct.open}
            openProductId={openProduct.product?._id}
            query={filters.requested.query}
          />
        </div>
      </div>
      {!loading && openProduct.product && (
        <ProductDetailsDialog
          product={openProduct.product}
          link={productPath(count, seed, openProduct.product._id)}
          onClose={openProduct.close}
        />
      )}
    </CatalogSection>
  );
}
