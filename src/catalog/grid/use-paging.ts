import { useMemo } from "react";
import { useNavigate } from "react-router";
import { parsePage, withPage } from "../address/catalog-params";
import type { Product } from "../data/types";
import { pageCountOf, pageOfIndex, type Paging } from "./pages";

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
  const navigate = useNavigate();
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
      void navigate({ search: withPage(params, next).toString() }, { preventScrollReset: true });
    },
  };
}
