import type { IndexRouteObject } from "react-router";
import { CatalogPage } from "./catalog-page";
import { CatalogSkeleton } from "./catalog-skeleton";
import { loadCatalog, shouldReloadCatalog } from "./data/load-catalog";

/**
 * The catalogue's route, as the app mounts it on "/": products made by the loader once
 * per catalogue, never again for a filter change (`shouldRevalidate`), the heading and
 * placeholder cards while they are made (prerendered into index.html), then the page.
 */
export const catalogRoute = {
  loader: loadCatalog,
  shouldRevalidate: shouldReloadCatalog,
  HydrateFallback: CatalogSkeleton,
  Component: CatalogPage,
} satisfies Omit<IndexRouteObject, "index">;
