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

/** Resolves after `ms`, or rejects as soon as `signal` aborts (a newer navigation). */
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
 * Each order of a large catalogue in a task of its own once every product is made, so that
 * a visitor's first sort finds it ready and no single task computes them all. A small
 * one's are made when first asked for, at no noticeable cost: made ahead, they would run
 * between the slices of the page's first render and hold its products back.
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

/** The catalogue route's id, by which the layout's language picker reads the visit. */
export const CATALOG_ROUTE_ID = "catalog";

/**
 * The catalogue's route, in the shape of React Router's address-book tutorial: the loader
 * reads the URL, waits, and the page renders what the URL asks for. The products of a
 * visit are made once (per size and seed); the loader runs again only when the filters
 * change (`shouldRevalidate`), and then waits the spec's 500 ms, and for the whole
 * catalogue, before the router commits the new address; a newer navigation aborts the
 * wait. Other products replace the visit's, whose making stops. Sorting and opening a
 * product run no loader: they show at once.
 *
 * A factory, so that each router (the app's, the prerender's, a test's) has its own visit,
 * in the page's language (a document speaks one: ADR 17), made through the page's
 * `catalogMaker` (the app's takes the catalogue its entry started), and its own reader of
 * addresses, through which the route, its page and the page's controls read each
 * navigation's address once, its price bounds as the language writes numbers.
 */
export function createCatalogRoute(
  locale: LocaleTag = "en",
  catalogMaker: CatalogMaker = createCatalogMaker(),
) {
  /** The products this router shows, and the filters last applied to them. */
  let shown: { readonly data: CatalogData; readonly filters: Filters } | undefined;
  const addressOf = createAddressReader(formatsOf(locale));
  // One component for both, so that React keeps the nodes of the page without its
  // products when they come.
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
      // A large catalogue's code comes beside its first products, so that its page
      // renders at once (the page's React.lazy finds it loaded).
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
