import { lazy, Suspense } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { secondaryButton } from "../components/styles";
import { CatalogHeading, CatalogLoading } from "./catalog-loading";
import { parseCount, shareUrl } from "./catalog-params";
import { CategorySelect } from "./category-select";
import type { loadCatalog } from "./load-catalog";
import { ProductDetailsDialog } from "./product-details-dialog";
import { ProductGrid } from "./product-grid";
import { resultMessage } from "./result-message";
import { SearchForm } from "./search-form";
import { ShareStatus } from "./share-status";
import { useCatalog } from "./use-catalog";
import { useOpenProduct } from "./use-open-product";
import { useShareLink } from "./use-share-link";

/** Above this many shown products, only the rows near the viewport are rendered. */
const WINDOWING_THRESHOLD = 100;

// Only large catalogues need it, so it stays off the default page's critical path.
const WindowedProductGrid = lazy(() => import("./windowed-product-grid"));

export function CatalogPage() {
  const { catalog, seed } = useLoaderData<typeof loadCatalog>();
  const catalogState = useCatalog(catalog);
  const { draft, requested, loading, shown, categories, changedBy, announce } = catalogState;
  const [searchParams] = useSearchParams();
  const openProduct = useOpenProduct(catalog, seed);
  const shareLink = useShareLink(
    shareUrl(window.location.origin, { count: parseCount(searchParams), seed, filters: requested }),
  );

  return (
    <section aria-labelledby="catalog-heading" className="flex flex-col gap-6">
      <CatalogHeading />
      {/* Stays mounted through the loading step, so its change is announced. */}
      <p role="status" className="sr-only">
        {announce ? resultMessage(shown.length) : ""}
      </p>
      {loading ? (
        <CatalogLoading />
      ) : (
        <>
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <SearchForm
              draft={draft}
              autoFocus={changedBy === "search"}
              onDraftChange={catalogState.type}
              onSearch={catalogState.search}
            />
            <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-5">
              <CategorySelect
                value={requested.category}
                options={categories}
                autoFocus={changedBy === "category"}
                onChange={catalogState.chooseCategory}
              />
              <div className="flex items-center gap-3">
                <button
                  type="button"
                  autoFocus={changedBy === "reset"}
                  className={secondaryButton}
                  onClick={catalogState.reset}
                >
                  Reset
                </button>
                <button type="button" className={secondaryButton} onClick={shareLink.share}>
                  Share
                </button>
              </div>
            </div>
          </div>
          <ShareStatus state={shareLink.state} fieldRef={shareLink.fieldRef} />
          {shown.length === 0 && (
            <p className="py-16 text-center text-lg font-medium text-slate-700 dark:text-slate-200">
              No Product Found
            </p>
          )}
          {shown.length > 0 && shown.length <= WINDOWING_THRESHOLD && (
            <ProductGrid products={shown} onViewDetails={openProduct.open} />
          )}
          {shown.length > WINDOWING_THRESHOLD && (
            <Suspense fallback={<CatalogLoading />}>
              <WindowedProductGrid
                products={shown}
                onViewDetails={openProduct.open}
                openProductId={openProduct.product?._id}
              />
            </Suspense>
          )}
          {openProduct.product && (
            <ProductDetailsDialog product={openProduct.product} onClose={openProduct.close} />
          )}
        </>
      )}
    </section>
  );
}
