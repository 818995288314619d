import { type ReactNode, StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createRoutes } from "./app/routes";
import { takeLanguageChangeNote } from "./catalog/address/language-change";
import type { CatalogMaker } from "./catalog/data/catalog-maker";
import { formatsOf } from "./i18n/formats";
import { type I18n, I18nProvider } from "./i18n/i18n";
import { parseLocale } from "./i18n/locales";
import { messagesOf } from "./i18n/messages/load";

// The page manages its own scroll on Back and Forward: the browser's restoration would put
// back an old offset after the page has moved focus (and so the view) to the card whose
// details just closed, and every filter change goes through the loading step anyway.
history.scrollRestoration = "manual";

type Router = ReturnType<typeof createBrowserRouter>;

/** The app started on the page. */
interface App {
  readonly i18n: I18n;
  readonly router: Router;
  /** Shows `before` first in the app's root, ahead of the page. */
  readonly showFirst: (before: ReactNode) => void;
}

/** Resolves once the router has the route's data: the page shows its products. */
function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

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

/**
 * Hydrates the prerendered page as soon as the page's texts are here, without waiting for
 * the products: the router renders the catalogue's page without them (its
 * HydrateFallback), which is what the prerender wrote, so React takes over the served
 * nodes as they are, with what the visitor typed or focused meanwhile, and replays a
 * click made while it hydrates (ADR 19). The products follow as the route's data. Another
 * language than English makes its `Intl` objects, a long task, before that (ADR 17). An
 * async function, not awaits at the module's top level, which would keep the bundler
 * from merging the chunks the entry and the app share.
 */
async function start(catalogMaker: CatalogMaker): Promise<App> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  // The page speaks the language its address named when it started (ADR 17).
  const locale = parseLocale(new URLSearchParams(location.search));
  document.documentElement.lang = locale.tag;
  document.documentElement.dir = locale.dir;
  const router = createBrowserRouter(createRoutes(locale, catalogMaker));
  // What a change of language left, into this entry's state once the page shows.
  void routerReady(router).then(() => {
    takeLanguageChangeNote(router);
  });
  const i18n = { locale, messages: await messagesOf(locale.tag), formats: formatsOf(locale.tag) };
  // The app's one root; `before` is what comes later ahead of the router's page (the
  // offer of a new version), in a place of its own, so that the page is never remounted.
  const app = (before?: ReactNode) => (
    <StrictMode>
      <I18nProvider value={i18n}>
        {before}
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
  // React draws the page anew where there is no page of this address to hydrate: from the
  // dev server's empty index.html, and from a host that sends one document for every
  // address, whose script hid it when it is another language's (shell-address.ts).
  let root: Root;
  if (container.hasChildNodes() && !container.hidden) root = hydrateRoot(container, app());
  else {
    container.replaceChildren();
    container.hidden = false;
    root = createRoot(container);
    root.render(app());
  }
  return {
    i18n,
    router,
    showFirst: (before) => {
      root.render(app(before));
    },
  };
}

/**
 * Once the products are shown, the page is idle and the whole catalogue is made, registers
 * the offline worker: its install fetches and stores what every page needs and the page's
 * language, and would take the cores from the first products' render and from the product
 * workers (ADR 16, ADR 20).
 */
async function offerOffline(
  { i18n, router, showFirst }: App,
  catalogMaker: CatalogMaker,
): Promise<void> {
  if (!import.meta.env.PROD) return;
  await routerReady(router);
  await pageIdle();
  await catalogMaker.idle();
  const { registerOfflineWorker } = await import("./offline");
  showFirst(registerOfflineWorker(i18n));
}

/**
 * Starts the app on the page, with the catalogues its entry may have begun (boot.ts);
 * settles once the app hydrates the page, or has failed to start (boot.ts then says so).
 */
export function startApp(catalogMaker: CatalogMaker): Promise<unknown> {
  const started = start(catalogMaker);
  // A failure to start is boot.ts's to show. An offline worker whose code cannot be
  // fetched now (a flaky line) is offered on the next visit.
  started.then((app) => offerOffline(app, catalogMaker)).catch(() => undefined);
  return started;
}
