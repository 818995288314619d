import type { IndexRouteObject, LoaderFunctionArgs } from "react-router";
import { parseCount } from "./catalog-params";
import { CatalogPage } from "./catalog-page";
import { CatalogSkeleton } from "./catalog-skeleton";
import { loadCatalog, shouldReloadCatalog } from "./data/load-catalog";
import { loadWindowedGrid, WINDOWING_THRESHOLD } from "./grid/load-windowed-grid";

/**
 * The catalogue's route, as the app mounts it on "/": products made by the loader once
 * per catalogue, never again for a filter change (`shouldRevalidate`), the heading and
 * placeholder cards while they are made (prerendered into index.html), then the page. A
 * catalogue too large for the plain grid loads the windowed grid's code meanwhile, and the
 * page waits for both.
 */
export const catalogRoute = {
  loader: async (args: LoaderFunctionArgs) => {
    const large = parseCount(new URL(args.request.url).searchParams) > WINDOWING_THRESHOLD;
    const [data] = await Promise.all([loadCatalog(args), large && loadWindowedGrid()]);
    return data;
  },
  shouldRevalidate: shouldReloadCatalog,
  HydrateFallback: CatalogSkeleton,
  Component: CatalogPage,
} satisfies Omit<IndexRouteObject, "index">;
