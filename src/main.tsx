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

type Router = ReturnType<typeof createBrowserRouter>;

interface App {
  readonly i18n: I18n;
  readonly router: Router;
  /** Shows `before` in the app's root, ahead of the page. */
  readonly showFirst: (before: ReactNode) => void;
}

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

/** Resolves after React's first render and paint; WebKit has no idle callback, so it waits. */
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
 * Hydrates the prerendered page before the products arrive, keeping what the visitor typed
 * and replaying early clicks (ADR 19). Top-level await would stop the bundler from sharing chunks.
 */
async function start(catalogMaker: CatalogMaker): Promise<App> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  // The page speaks the language its address named when it started (ADR 17).
  const locale = parseLocale(new URLSearchParams(location.search));
  document.documentElement.lang = locale.tag;
  document.documentElement.dir = locale.dir;
  const router = createBrowserRouter(createRoutes(locale, catalogMaker));
  // Once the page shows, a note from a change of language goes into this entry's state.
  void routerReady(router).then(() => {
    takeLanguageChangeNote(router);
  });
  const i18n = { locale, messages: await messagesOf(locale.tag), formats: formatsOf(locale.tag) };
  // `before` (a new version's offer) has a place of its own, so the page is never remounted.
  const app = (before?: ReactNode) => (
    <StrictMode>
      <I18nProvider value={i18n}>
        {before}
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  );
  // A page that is empty, or hidden as another language's, is rendered anew, not hydrated.
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

/** Waits for the page and the catalogue, whose cores the install would take (ADR 16, ADR 20). */
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

/** Settles once the app hydrates the page or fails to start, which boot.ts then shows. */
export function startApp(catalogMaker: CatalogMaker): Promise<unknown> {
  const started = start(catalogMaker);
  // boot.ts shows a failure to start. An offline worker that cannot be fetched now is
  // offered again on the next visit.
  started.then((app) => offerOffline(app, catalogMaker)).catch(() => undefined);
  return started;
}
