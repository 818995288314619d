import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "./app/routes";

/**
 * The HTML of a path as the app first renders it, from the app's own components: for "/"
 * the layout, the heading, the controls and the placeholder cards (the catalogue route's
 * fallback: the loader cannot run here, with no workers), for an unknown path the 404
 * screen. `npm run build:bundle` writes them into dist/index.html and dist/404.html
 * (scripts/prerender.mjs), so the first paint needs no JavaScript; main.tsx then renders
 * the same over it.
 */
export function renderShell(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
