import { PRODUCT_COUNT } from "../constants";
import { useMessages } from "../i18n/i18n-context";
import { LOADING_BLOCK_MIN_HEIGHT } from "./loading/catalog-loading";
import { DEFAULT_SORT, NO_FILTERS } from "./address/catalog-params";
import { CatalogSection } from "./catalog-section";
import { CatalogControls } from "./controls/catalog-controls";
import { PLACEHOLDER_LIST_ID } from "./grid/card-template";
import { ProductCardPlaceholder } from "./grid/product-card";
import { productColumnsClass } from "./grid/product-columns";
import { ResultCountPlaceholder } from "./results/result-count";

const PLACEHOLDERS = Array.from({ length: PRODUCT_COUNT }, (_, index) => index);

/**
 * The page before its products exist: the same controls over the count's line and 12
 * placeholder cards of the real cards' size. It is the catalogue route's fallback,
 * prerendered into index.html at build time, so the first paint needs no JavaScript and
 * nothing moves when the products arrive. The search form already works, as HTML: a
 * search sent before the app's code runs loads the page with it. The other controls wait,
 * inert. No inline style (the CSP allows none in HTML), so no spinner: a status says that
 * the products are loading. The entry draws the first products into the placeholders when
 * the address shows them first (drawFirstCards). Without JavaScript, a line says why
 * nothing more comes.
 */
export function CatalogSkeleton() {
  const { catalog, loading } = useMessages();
  return (
    <CatalogSection>
      <p role="status" aria-label={loading.products} className="sr-only">
        {loading.products}
      </p>
      <noscript>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {catalog.noScript}
        </p>
      </noscript>
      <div className={`${LOADING_BLOCK_MIN_HEIGHT} flex flex-col gap-6`}>
        <CatalogControls
          filters={NO_FILTERS}
          sort={DEFAULT_SORT}
          categories={[]}
          categoryExists
          sharePath="/"
          ready={false}
        />
        {/* Nothing here works yet: out of the tab order and of the accessibility tree. */}
        <div inert aria-hidden="true" className="flex flex-col gap-4">
          <ResultCountPlaceholder />
          <ul id={PLACEHOLDER_LIST_ID} className={productColumnsClass}>
            {PLACEHOLDERS.map((index) => (
              <li key={index}>
                <ProductCardPlaceholder />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </CatalogSection>
  );
}
