import type { RouteObject } from "react-router";
import { CatalogPageLoading } from "../catalog/catalog-loading";
import { CatalogPage } from "../catalog/catalog-page";
import { loadCatalog, shouldReloadCatalog } from "../catalog/load-catalog";
import { AppShell } from "./app-shell";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";
import { PageOutlet } from "./page-outlet";

export const routes: RouteObject[] = [
  {
    path: "/",
    // Catches what the layout's own error screen cannot: an error in the layout itself.
    errorElement: <BareErrorScreen />,
    children: [
      {
        element: (
          <AppShell>
            <PageOutlet />
          </AppShell>
        ),
        errorElement: <ErrorScreen />,
        children: [
          {
            index: true,
            loader: loadCatalog,
            shouldRevalidate: shouldReloadCatalog,
            HydrateFallback: CatalogPageLoading,
            Component: CatalogPage,
          },
          // Unknown paths end here, so their 404 screen keeps the layout.
          { path: "*", Component: NotFoundScreen },
        ],
      },
    ],
  },
];
