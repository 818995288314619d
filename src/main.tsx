import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createRoutes } from "./app/routes";
import { catalogsMade } from "./catalog/data/load-catalog";

// The page manages its own scroll on Back and Forward: the browser's restoration would put
// back an old offset after the page has moved focus (and so the view) to the card whose
// details just closed, and every filter change goes through the loading step anyway.
history.scrollRestoration = "manual";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the route's data: until then the prerendered shell is the
// page, and rendering its twin (the route's HydrateFallback) first would only delay the
// products by a render of the whole tree. It is a transition, so that React renders in
// slices and yields to the browser in between (see BENCHMARKS.md).
const router = createBrowserRouter(createRoutes());
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});

/**
 * Resolves once the browser is idle: after the first render's slices, its commit and its
 * paint, which React's scheduler queues as tasks ahead of any idle period. A browser
 * without idle callbacks (WebKit) waits for the same time limit.
 */
function pageIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) {
      requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: IDLE_LIMIT_MS },
      );
    } else {
      setTimeout(resolve, IDLE_LIMIT_MS);
    }
  });
}

/** The longest the offline worker waits for an idle moment. */
const IDLE_LIMIT_MS = 2000;

// Once the products are shown, the page is idle and the whole catalogue is made: the
// worker's install fetches and stores every file of the build, and would take the cores
// from the first products' render and from the product workers (ADR 16).
if (import.meta.env.PROD) {
  await pageIdle();
  await catalogsMade();
  const { registerOfflineWorker } = await import("./offline");
  registerOfflineWorker();
}
