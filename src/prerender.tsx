import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createRoutes } from "./app/routes";
import { NO_FILTERS } from "./catalog/catalog-params";
import { catalogTitle } from "./catalog/catalog-title";
import { documentTitle } from "./components/use-document-title";
import { PRODUCT_COUNT } from "./constants";
import { en } from "./i18n/messages/en";

/**
 * The prerendered pages: "/" and, for the server's answer to unknown paths, the 404
 * screen, each with the title the app gives it.
 */
export const SHELLS = [
  {
    file: "index.html",
    path: "/",
    title: documentTitle(catalogTitle(NO_FILTERS, PRODUCT_COUNT, en)),
  },
  { file: "404.html", path: "/404", title: documentTitle(en.error.notFoundTitle) },
];

/**
 * The HTML of a path as the app first renders it, from the app's own components: for "/"
 * the layout, the heading, the controls and the placeholder cards (the catalogue route's
 * fallback: the loader cannot run here, with no workers), for an unknown path the 404
 * screen. `npm run build:bundle` writes them into dist/index.html and dist/404.html
 * (scripts/prerender.mjs), so the first paint needs no JavaScript; main.tsx then renders
 * the same over it.
 */
export function renderShell(path: string): string {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  try {
    return renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}
