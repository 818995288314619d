import type { RouteObject } from "react-router";
import { catalogRoute } from "../catalog/catalog-route";
import { AppLayout } from "./app-layout";
import { BareErrorScreen, ErrorScreen, NotFoundScreen } from "./error-screen";

export const routes = [
  {
    path: "/",
    // Catches what the layout's own error screen cannot: an error in the layout itself.
    ErrorBoundary: BareErrorScreen,
    children: [
      {
        Component: AppLayout,
        ErrorBoundary: ErrorScreen,
        children: [
          { index: true, ...catalogRoute },
          // Unknown paths end here, so their 404 screen keeps the layout.
          { path: "*", Component: NotFoundScreen },
        ],
      },
    ],
  },
] satisfies RouteObject[];
