import { useSyncExternalStore } from "react";
import { useLoaderData, useLocation, useNavigation } from "react-router";
import { useHydrated } from "../components/use-hydrated";
import type { AddressReader } from "./address/catalog-params";
import { EMPTY_SNAPSHOT } from "./data/catalog-snapshot";
import type { GrowingCatalog } from "./data/generate-catalog";
import type { CatalogVisit } from "./data/load-catalog";

/** What the page gets from the catalogue route's loader. */
export interface CatalogData extends CatalogVisit {
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
