import type { IndexRouteObject, LoaderFunctionArgs } from "react-router";
import { FILTER_DELAY_MS } from "../constants";
import { type Compare, formatsOf } from "../i18n/formats";
import type { LocaleTag } from "../i18n/locales";
import { createAddressReader, type Filters, sameFilters } from "./address/catalog-address";
import { type CatalogData, CatalogPage } from "./catalog-page";
import {
  catalogComplete,
  type CatalogMaker,
  createCatalogMaker,
  isVisitOf,
  showsOtherProducts,
} from "./data/catalog-maker";
import type { GrowingCatalog } from "./data/worker-pool";
import { loadLargeCatalogParts, WINDOWING_THRESHOLD } from "./grid/product-grid";
import { catalogOrder, RANKED_ORDERS } from "./results/shown-products";

/** Rejects as soon as a newer navigation aborts `signal`. */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error("Navigation aborted"));
      },
      { once: true },
    );
  });
}

/**
 * Sorts a complete large catalogue ahead, one order per task, so the first sort is ready.
 * A small catalogue sorts on demand, since sorting ahead would delay its first render.
 */
function prepareOrders(store: GrowingCatalog, compare: Compare | null): void {
  catalogComplete(store, new AbortController().signal).then(
    () => {
      const { entries } = store.getSnapshot();
      for (const order of RANKED_ORDERS) {
        setTimeout(() => {
          catalogOrder(entries, order, compare);
        });
      }
    },
    // A catalogue that failed shows its error on the page.
    () => undefined,
  );
}

/** The language picker reads the visit by this id. */
export const CATALOG_ROUTE_ID = "catalog";

/**
 * Follows React Router's address-book tutorial: the loader reads the URL and waits, and the
 * page renders what the URL asks for. A factory, so each router has its own visit.
 */
export function createCatalogRoute(
  locale: LocaleTag = "en",
  catalogMaker: CatalogMaker = createCatalogMaker(),
) {
  let shown: { readonly data: CatalogData; readonly filters: Filters } | undefined;
  const addressOf = createAddressReader(formatsOf(locale));
  // One component for both, so React keeps the page's nodes when the products come.
  const Page = () => <CatalogPage addressOf={addressOf} />;
  return {
    id: CATALOG_ROUTE_ID,
    loader: async ({ request }: LoaderFunctionArgs): Promise<CatalogData> => {
      const address = addressOf(new URL(request.url).search);
      const { filters } = address;
      if (shown && isVisitOf(shown.data, address)) {
        const afterChange = !sameFilters(shown.filters, filters);
        if (afterChange) {
          await Promise.all([
            delay(FILTER_DELAY_MS, request.signal),
            catalogComplete(shown.data.store, request.signal),
          ]);
        }
        shown = { data: { ...shown.data, afterChange }, filters };
        return shown.data;
      }
      const large = address.count > WINDOWING_THRESHOLD;
      // Loads a large catalogue's code with its products, so its page renders at once.
      const [visit] = await Promise.all([
        catalogMaker.load(address, locale, request.signal),
        large ? loadLargeCatalogParts() : null,
      ]);
      if (large) prepareOrders(visit.store, formatsOf(locale).compare);
      shown?.data.leave();
      const data = { ...visit, afterChange: false, addressOf };
      shown = { data, filters };
      return data;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => {
      const [current, next] = [addressOf(currentUrl.search), addressOf(nextUrl.search)];
      return showsOtherProducts(current, next) || !sameFilters(current.filters, next.filters);
    },
    Component: Page,
    HydrateFallback: Page,
  } satisfies Omit<IndexRouteObject, "index">;
}
