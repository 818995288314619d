import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { routes } from "./app/routes";

// The page manages its own scroll on Back and Forward: the browser's restoration would put
// back an old offset after the page has moved focus (and so the view) to the card whose
// details just closed, and every filter change goes through the loading step anyway.
history.scrollRestoration = "manual";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
