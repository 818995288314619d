import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./app/routes";

// The page manages its own scroll on Back and Forward: the browser's restoration would put
// back an old offset after the page has moved focus (and so the view) to the card whose
// details just closed, and every filter change goes through the loading step anyway.
history.scrollRestoration = "manual";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The first render waits for the route's data: until then the prerendered shell is the
// page, so rendering its twin (the route's HydrateFallback) first would only delay the page
// by one render of the whole tree (measured: 100,000 products' first cards 60-80 ms later).
// It is a transition, so React renders in slices and yields to the browser in between:
// the whole page rendered at once was the longest task of the start (50-59 ms traced).
const router = createBrowserRouter(routes);
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
