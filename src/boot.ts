// In the entry, so that the stylesheet is linked from index.html and styles the shell.
import "./index.css";
import { startCatalog } from "./catalog/data/load-catalog";

/**
 * The page's entry. It starts making the catalogue the address names at once (see
 * startCatalog). The prerendered shell paints first, before any of the app's code is
 * evaluated: once the page has loaded (its stylesheet) and a frame has been painted, React
 * DOM and the app (with the router) are evaluated one after the other, each in a task of
 * its own, instead of one long task. Their files are not preloaded: on a slow network their download would share the line with the stylesheet's
 * and hold the first paint back (Lighthouse's FCP was 1.7 s with them preloaded, 1.0 s
 * without). scripts/sizes.mjs counts them on the critical path (BOOT_IMPORTS).
 */
startCatalog(new URLSearchParams(location.search));
if (document.readyState !== "complete") {
  await new Promise((resolve) => {
    window.addEventListener("load", resolve, { once: true });
  });
}
await new Promise((resolve) => {
  requestAnimationFrame(() => {
    setTimeout(resolve);
  });
});
await import("react-dom/client");
await import("./main");
