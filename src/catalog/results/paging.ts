import { useGoToAddress } from "../loading-step";
import { useMemo } from "react";
import { parsePage, withPage } from "../address/catalog-address";
import type { Product } from "../data/model";

/**
 * Products on one page of a very large list. A page of cards is one tall element, and
 * browsers cap an element's height (Chromium and WebKit near 33.5 million px, Firefox near
 * 17.9 million): 100,000 cards in one column would be 44 million px, and the end of the
 * list could never be scrolled to. 10,000 cards stay under every cap, in one column, even
 * with a large default font.
 */
export const PAGE_SIZE = 10_000;

/** How many pages a list of `size` products takes. */
export function pageCountOf(size: number): number {
  return Math.ceil(size / PAGE_SIZE);
}

/** The page, from 1, of the product at `index` in its list. */
export function pageOfIndex(index: number): number {
  return Math.floor(index / PAGE_SIZE) + 1;
}

/** Which page of a list is shown (the URL's `page`), and how to show another. */
export interface Paging {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageCount: number;
  /** How many products the list holds, or will once the catalogue is made. */
  readonly listSize: number;
  /** Shows another page: a navigation, so each page is a history entry of its own. */
  readonly onPage: (page: number) => void;
}

/**
 * Which page of the `shown` list the page shows, of a list of `listSize` products (the
 * whole catalogue's size while it is made): the address's `page`, or for a product link
 * without one (older links have none) the page that holds the open product,
 * `openProductId`. Another page is a navigation from the address `params`.
 */
export function usePaging(
  params: URLSearchParams,
  shown: readonly Product[],
  listSize: number,
  openProductId: string | undefined,
): Paging {
  const goTo = useGoToAddress();
  const pageCount = pageCountOf(listSize);
  const openPlace = useMemo(
    () => (openProductId === undefined ? -1 : shown.findIndex(({ _id }) => _id === openProductId)),
    [shown, openProductId],
  );
  const page =
    params.has("page") || openPlace < 0 ? parsePage(params, pageCount) : pageOfIndex(openPlace);
  return {
    page,
    pageCount,
    listSize,
    onPage: (next) => {
      goTo(withPage(params, next));
    },
  };
}
