import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { parseProductId, withPage, withProduct, withSeed } from "../address/catalog-params";
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
 * writes in the page it was shown on.
 */
export function useOpenProduct(catalog: Catalog, seed: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const productId = parseProductId(searchParams);
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

  return {
    /** The open product, with its place in the generated order. */
    entry,
    /** Whether the visitor opened it here, rather than arriving with it in the address. */
    fromPage,
    open: (id: string) => {
      if (latestOpen.current === id) return;
      latestOpen.current = id;
      setSearchParams((params) => withProduct(withSeed(params, seed), id), {
        state: OPENED_FROM_PAGE,
        preventScrollReset: true,
      });
    },
    /** Closes the details over `page` of the list, which the address keeps. */
    close: (page: number) => {
      if (fromPage) {
        void navigate(-1);
        return;
      }
      setSearchParams((params) => withPage(withProduct(params, null), page), {
        replace: true,
        preventScrollReset: true,
      });
    },
  };
}
