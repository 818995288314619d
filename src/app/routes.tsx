import type { RouteObject } from "react-router";
import { createCatalogRoute } from "../catalog/catalog-route";
import type { CatalogMaker } from "../catalog/data/catalog-maker";
import { ENGLISH, type Locale } from "../i18n/locales";
import { AppLayout } from "./app-layout";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";

/**
 * The app's routes, made for one router in the page's language: the catalogue's route
 * holds that router's visit, made through the page's `catalogMaker` (load-catalog.ts).
 */
export const createRoutes = (locale: Locale = ENGLISH, catalogMaker?: CatalogMaker) =>
  [
    {
      path: "/",
      // Catches what the layout's own error screen cannot: an error in the layout itself.
      ErrorBoundary: BareErrorScreen,
      children: [
        {
          Component: AppLayout,
          ErrorBoundary: ErrorScreen,
          children: [
            { index: true, ...createCatalogRoute(locale.tag, catalogMaker) },
            // Unknown paths end here, so their 404 screen keeps the layout.
            { path: "*", Component: NotFoundScreen },
          ],
        },
      ],
    },
  ] satisfies RouteObject[];
