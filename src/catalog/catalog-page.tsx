import { lazy, Suspense, useState } from "react";
import { useLoaderData } from "react-router";
import { secondaryButton } from "../components/styles";
import { CatalogLoading } from "./catalog-loading";
import { CategorySelect } from "./category-select";
import type { loadCatalog } from "./load-catalog";
import { ProductDetailsDialog } from "./product-details-dialog";
import { ProductGrid } from "./product-grid";
import { resultMessage } from "./result-message";
import { SearchForm } from "./search-form";
import { useCatalog } from "./use-catalog";

/** Above this many shown products, only the rows near the viewport are rendered. */
const WINDOWING_THRESHOLD = 100;

// Only large catalogues need it, so it stays off the default page's critical path.
const WindowedProductGrid = lazy(() => import("./windowed-product-grid"));

export function CatalogPage() {
  const { catalog } = useLoaderData<typeof loadCatalog>();
  const { state, dispatch, loading, shown, categories } = useCatalog(catalog);
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const openProduct =
    openProductId === null
      ? undefined
      : catalog.products.find((product) => product._id === openProductId);

  return (
    <section aria-labelledby="catalog-heading" className="flex flex-col gap-6">
      <h1 id="catalog-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        All Products
      </h1>
      {/* Stays mounted through the loading step, so its change is announced. */}
      <p role="status" className="sr-only">
        {state.changedBy !== null && !loading ? resultMessage(shown.length) : ""}
      </p>
      {loading ? (
        <CatalogLoading />
      ) : (
        <>
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <SearchForm
              draft={state.draft}
              autoFocus={state.changedBy === "search"}
              onDraftChange={(draft) => {
                dispatch({ type: "type", draft });
              }}
              onSearch={() => {
                dispatch({ type: "search" });
              }}
            />
            <div className="flex items-center justify-between gap-3">
              <CategorySelect
                value={state.requested.category}
                options={categories}
                autoFocus={state.changedBy === "category"}
                onChange={(category) => {
                  dispatch({ type: "choose-category", category });
                }}
              />
              <button
                type="button"
                autoFocus={state.changedBy === "reset"}
                className={secondaryButton}
                onClick={() => {
                  dispatch({ type: "reset" });
                }}
              >
                Reset
              </button>
            </div>
          </div>
          {shown.length === 0 && (
            <p className="py-16 text-center text-lg font-medium text-slate-700">No Product Found</p>
          )}
          {shown.length > 0 && shown.length <= WINDOWING_THRESHOLD && (
            <ProductGrid products={shown} onViewDetails={setOpenProductId} />
          )}
          {shown.length > WINDOWING_THRESHOLD && (
            <Suspense fallback={<CatalogLoading />}>
              <WindowedProductGrid products={shown} onViewDetails={setOpenProductId} />
            </Suspense>
          )}
          {openProduct && (
            <ProductDetailsDialog
              product={openProduct}
              onClose={() => {
                setOpenProductId(null);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
