import { Outlet, type RouteObject } from "react-router";
import { CatalogLoading } from "../catalog/catalog-loading";
import { CatalogPage } from "../catalog/catalog-page";
import { loadCatalog } from "../catalog/load-catalog";
import { AppShell } from "./app-shell";
import { ErrorScreen } from "./error-screen";

export const routes: RouteObject[] = [
  {
    path: "/",
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    errorElement: <ErrorScreen />,
    children: [
      {
        index: true,
        loader: loadCatalog,
        // The products of a visit stay put while the visitor filters them.
        shouldRevalidate: () => false,
        HydrateFallback: CatalogLoading,
        Component: CatalogPage,
      },
    ],
  },
];
