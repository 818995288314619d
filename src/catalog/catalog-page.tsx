import { useLoaderData } from "react-router";
import { CatalogLoading } from "./catalog-loading";
import { sharePath } from "./catalog-params";
import { CatalogSection } from "./catalog-section";
import { CatalogResults } from "./catalog-results";
import { CatalogControls } from "./controls/catalog-controls";
import type { loadCatalog } from "./data/load-catalog";
import { ProductDetailsDialog } from "./product-details-dialog";
import { resultMessage } from "./result-message";
import { useCatalog } from "./use-catalog";
import { useOpenProduct } from "./use-open-product";

/**
 * The catalogue: the loader's products, filtered by the URL's filters after the loading
 * step, under the controls; the details of the open product in a modal over them.
 */
export function CatalogPage() {
  const { catalog, count, seed } = useLoaderData<typeof loadCatalog>();
  const filters = useCatalog(catalog);
  const openProduct = useOpenProduct(catalog, seed);
  const { loading, shown, announce } = filters;
  return (
    <CatalogSection>
      {/* Stays mounted through the loading step, so its change is announced. */}
      <p role="status" className="sr-only">
        {announce ? resultMessage(shown.length) : ""}
      </p>
      {loading ? (
        <CatalogLoading />
      ) : (
        <>
          <CatalogControls
            filters={filters}
            sharePath={sharePath({ count, seed, filters: filters.requested })}
          />
          <CatalogResults
            products={shown}
            onViewDetails={openProduct.open}
            openProductId={openProduct.product?._id}
          />
          {openProduct.product && (
            <ProductDetailsDialog product={openProduct.product} onClose={openProduct.close} />
          )}
        </>
      )}
    </CatalogSection>
  );
}
