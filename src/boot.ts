// In the entry, so that the stylesheet is linked from index.html and styles the shell.
import "./index.css";
import { withOneLeadingSlash } from "./app/address";
import { showLoadFailure } from "./app/load-failure";
import { sendPrerenderedFormAsTheApp } from "./catalog/controls/prerendered-form";
import { showsFirstProductsFirst } from "./catalog/address/catalog-params";
import { startCatalog } from "./catalog/data/load-catalog";
import { PRODUCT_COUNT } from "./constants";
import { parseLocale } from "./i18n/locales";

/**
 * Resolves once the prerendered shell has been painted: the browser's first contentful
 * paint, or, where it has no paint timing, a painted frame after the page's load.
 */
function shellPainted(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    return new Promise((resolve) => {
      requestAnimationFrame(() => {
        setTimeout(resolve);
      });
    });
  }
  return new Promise((resolve) => {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
}

/**
 * The page's entry. It starts making the catalogue the address names at once (see
 * startCatalog). The prerendered shell paints first, before any of the app's code is
 * fetched or evaluated: once the page has loaded (its stylesheet) and the shell has been
 * painted, React DOM and the app (with the router) are imported one after the other, each
 * evaluated in a task of its own rather than in one long task. They are not preloaded: on
 * a slow line their download would share it with the stylesheet's and hold the paint back
 * (ADR 12). scripts/sizes.mjs counts them on the critical path (BOOT_IMPORTS). The app
 * registers the offline worker once its products are shown, the page is idle and the
 * catalogue is made (ADR 16).
 */
// The router cannot work at "//…" (see withOneLeadingSlash).
const pathname = withOneLeadingSlash(location.pathname);
if (pathname !== location.pathname) {
  history.replaceState(history.state, "", `${pathname}${location.search}${location.hash}`);
}
// Only "/" shows the catalogue (app/routes): another path makes no products.
if (pathname === "/") {
  const params = new URLSearchParams(location.search);
  const firstChunk = startCatalog(params);
  sendPrerenderedFormAsTheApp(params);
  // The products, in the shell's cards, as soon as they are made: the app's code is often
  // still on its way (ADR 18). The drawing's code comes meanwhile, once the shell has been
  // painted, as the app's does. A failure is the app's to report.
  if (showsFirstProductsFirst(params)) {
    const drawing = shellPainted().then(() => import("./catalog/grid/first-cards"));
    Promise.all([firstChunk, drawing]).then(
      ([{ entries }, { drawFirstCards }]) => {
        drawFirstCards(
          entries.slice(0, PRODUCT_COUNT).map(({ product }) => product),
          parseLocale(params).tag,
        );
      },
      () => undefined,
    );
  }
}
/**
 * Imports React DOM and the app once the page has loaded and its shell is painted, and
 * resolves once the app has rendered; if either cannot load, the page says so. An async
 * function, not awaits at the module's top level, which would keep the bundler from
 * merging the chunks this entry and the app share into fewer requests.
 */
async function loadApp(): Promise<void> {
  if (document.readyState !== "complete") {
    await new Promise((resolve) => {
      window.addEventListener("load", resolve, { once: true });
    });
  }
  await shellPainted();
  await import("react-dom/client");
  await (
    await import("./main")
  ).started;
}

loadApp().catch(showLoadFailure);
