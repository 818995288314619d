import { useMemo } from "react";
import { parsePage, withPage } from "../address/catalog-address";
import type { Product } from "../data/model";
import { useGoToAddress } from "../loading-step";

/**
 * Browsers cap an element's height, so a very large list in one column could not scroll to
 * its end. A page of this size stays under every engine's cap.
 */
export const PAGE_SIZE = 10_000;

export function pageCountOf(size: number): number {
  return Math.ceil(size / PAGE_SIZE);
}

/** The page, from 1, of the product at `index` in its list. */
export function pageOfIndex(index: number): number {
  return Math.floor(index / PAGE_SIZE) + 1;
}

export interface Paging {
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageCount: number;
  /** Counts the whole catalogue while it is made. */
  readonly listSize: number;
  /** A navigation, so each page is a history entry. */
  readonly onPage: (page: number) => void;
}

/** A product link without `page` shows the page that holds the open product. */
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
