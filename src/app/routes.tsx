import type { RouteObject } from "react-router";
import { createCatalogRoute } from "../catalog/catalog-route";
import type { CatalogMaker } from "../catalog/data/catalog-maker";
import { ENGLISH, type Locale } from "../i18n/locales";
import { AppLayout } from "./app-layout";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";

export const createRoutes = (locale: Locale = ENGLISH, catalogMaker?: CatalogMaker) =>
  [
    {
      path: "/",
      // Catches an error in the layout itself, which the layout's error screen cannot.
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
