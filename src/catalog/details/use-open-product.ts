import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { withPage, withProduct, withSeed, type CatalogAddress } from "../address/catalog-params";
import type { Catalog } from "../data/types";

/** The history state of an entry pushed by opening a product from the page. */
const OPENED_FROM_PAGE = { openedFromPage: true } as const;

function openedFromPage(state: unknown): boolean {
  return typeof state === "object" && state !== null && "openedFromPage" in state;
}

/**
 * The product whose details are open lives in the URL (`?product=`, with the seed that
 * made it), so a link or a reload reopens it; an unknown id opens nothing. Opening is a
 * history entry of its own, so Back closes the details and nothing else, and Forward
 * reopens them. Closing an entry the page opened goes Back to where the visitor was;
 * closing one that came from a link takes the product out of that entry instead, and
 * writes in the page it was shown on. `address` is the one the page shows, `seed` the
 * visit's (null before its products). `open` stays the same function, so that the grid
 * need not render again for it.
 */
export function useOpenProduct(catalog: Catalog, address: CatalogAddress, seed: number | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const { params, productId } = address;
  const entry = useMemo(
    () =>
      productId === null ? undefined : catalog.find(({ product: { _id } }) => _id === productId),
    [catalog, productId],
  );
  const fromPage = openedFromPage(location.state);

  // The product of the latest request, ahead of the next render: the second click of a
  // double click on View Details must not push a second entry.
  const latestOpen = useRef(productId);
  useEffect(() => {
    latestOpen.current = productId;
  }, [productId, location.key]);

  // The address and seed the page shows now, for `open`.
  const shown = useRef({ params, seed });
  useLayoutEffect(() => {
    shown.current = { params, seed };
  }, [params, seed]);
  const open = useCallback(
    (id: string) => {
      if (latestOpen.current === id) return;
      latestOpen.current = id;
      const { params: current, seed: visitSeed } = shown.current;
      const next = withProduct(visitSeed === null ? current : withSeed(current, visitSeed), id);
      void navigate(
        { search: next.toString() },
        { state: OPENED_FROM_PAGE, preventScrollReset: true },
      );
    },
    [navigate],
  );

  return {
    /** The open product, with its place in the generated order. */
    entry,
    /** Whether the visitor opened it here, rather than arriving with it in the address. */
    fromPage,
    open,
    /** Closes the details over `page` of the list, which the address keeps. */
    close: (page: number) => {
      if (fromPage) {
        void navigate(-1);
        return;
      }
      void navigate(
        { search: withPage(withProduct(params, null), page).toString() },
        { replace: true, preventScrollReset: true },
      );
    },
  };
}
