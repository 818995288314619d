import type { IndexRouteObject } from "react-router";
import { CatalogPageLoading } from "./catalog-loading";
import { CatalogPage } from "./catalog-page";
import { loadCatalog, shouldReloadCatalog } from "./data/load-catalog";

/**
 * The catalogue's route, as the app mounts it on "/": products made by the loader once
 * per catalogue, never again for a filter change (`shouldRevalidate`), the heading and
 * spinner while they are made, then the page.
 */
export const catalogRoute = {
  loader: loadCatalog,
  shouldRevalidate: shouldReloadCatalog,
  HydrateFallback: CatalogPageLoading,
  Component: CatalogPage,
} satisfies Omit<IndexRouteObject, "index">;
