import type { RouteObject } from "react-router";
import { createCatalogRoute } from "../catalog/catalog-route";
import { AppLayout } from "./app-layout";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";

/** The app's routes, made for one router: the catalogue's route holds that router's visit. */
export const createRoutes = () =>
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
            { index: true, ...createCatalogRoute() },
            // Unknown paths end here, so their 404 screen keeps the layout.
            { path: "*", Component: NotFoundScreen },
          ],
        },
      ],
    },
  ] satisfies RouteObject[];
