import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { createCatalogRoute } from "../catalog/catalog-route";
import { ENGLISH, type Locale } from "../i18n/locales";
import { AppLayout } from "./app-layout";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";

/**
 * The app's routes, made for one router in the page's language: the catalogue's route
 * holds that router's visit. `catalogFallback` is what the catalogue shows before its first
 * data, for a router rendered before it has them: the prerender's (the shell's skeleton),
 * a test's. The page's own never is (main.tsx waits for the data), so its bundle goes
 * without.
 */
export const createRoutes = (locale: Locale = ENGLISH, catalogFallback?: ComponentType) =>
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
            {
              index: true,
              ...createCatalogRoute(locale.tag),
              ...(catalogFallback && { HydrateFallback: catalogFallback }),
            },
            // Unknown paths end here, so their 404 screen keeps the layout.
            { path: "*", Component: NotFoundScreen },
          ],
        },
      ],
    },
  ] satisfies RouteObject[];
