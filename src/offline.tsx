import { Workbox } from "workbox-window";
import { NewVersionRegion, type NewVersionOffer } from "./app/new-version-prompt";
import type { I18n } from "./i18n/i18n";

/** How often an open page asks whether a new version has been deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Resolves once no modal dialog is open (the product's details): it makes the rest of the
 * page inert, so a prompt shown under it could be neither clicked nor reached with Tab.
 */
function noModalDialog(): Promise<void> {
  const modalOpen = () => document.querySelector("dialog:modal") !== null;
  return new Promise((resolve) => {
    if (!modalOpen()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (modalOpen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["open"] });
  });
}

/**
 * Calls `offer` with each new version once it has installed and waits: one this page
 * found, one another tab found, one found before this page registered. Not
 * workbox-window's "waiting" event: once a version comes that the page's own register()
 * did not start (another tab's, or any found a minute after registering), it stops
 * listening, and a page left open was offered no later version (ADR 23).
 */
function offerEachNewVersion(
  registration: ServiceWorkerRegistration,
  offer: (version: ServiceWorker) => void,
) {
  const offerWaiting = () => {
    // With no version active yet, the first one installed takes over at once.
    if (registration.waiting && registration.active) offer(registration.waiting);
  };
  const onceInstalled = (version: ServiceWorker | null) => {
    version?.addEventListener("statechange", () => {
      if (version.state === "installed") offerWaiting();
    });
  };
  registration.addEventListener("updatefound", () => {
    onceInstalled(registration.installing);
  });
  // One may be installing or waiting already, found before this page registered.
  onceInstalled(registration.installing);
  offerWaiting();
}

/** The worker vite-plugin-pwa builds from src/service-worker/sw.ts, at the site's root. */
const WORKER_URL = "/sw.js";

/**
 * Registers the offline worker (ADR 16) with Workbox's own page-side library, from the
 * app's bundle: the CSP allows no inline script. A new version installs in the background
 * and waits; the page offers it (`NewVersionRegion` shows the offer) and switches only
 * when the visitor asks. An open page asks for a new version when it comes back into view
 * and every hour; the browser also asks on each visit. Returns the region that offers
 * it, in the page's language (`i18n`), for the app's root; null where there are no
 * workers.
 */
export function registerOfflineWorker(i18n: I18n) {
  if (!("serviceWorker" in navigator)) return null;
  const workbox = new Workbox(WORKER_URL);
  let offered: ServiceWorker | null = null;
  const listeners = new Set<() => void>();
  const show = (version: ServiceWorker | null) => {
    offered = version;
    for (const listener of listeners) listener();
  };
  let reloading = false;
  const reload = (version: ServiceWorker) => {
    // Another tab has let it take over already: it controls every open page of the site,
    // this one too, which has only to load anew.
    if (version.state !== "installed") {
      location.reload();
      return;
    }
    // Once the new version has taken over (it claims the page), the page reloads on it.
    reloading = true;
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => {
        location.reload();
      },
      { once: true },
    );
    workbox.messageSkipWaiting();
  };
  const offer = (version: ServiceWorker) => {
    void noModalDialog().then(() => {
      show(version);
    });
  };
  const check = () => {
    // Offline, or the server is down: the next check will tell.
    workbox.update().catch(() => undefined);
  };
  // A version another tab let take over controls this page too, which still runs the
  // version before, whose files a deployment takes away: it is offered again, after Later
  // too. The first version to control the page is the one it runs.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    const before = controller;
    controller = navigator.serviceWorker.controller;
    if (before && controller && !reloading) offer(controller);
  });
  workbox
    .register()
    .then((registration) => {
      if (registration) offerEachNewVersion(registration, offer);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
      setInterval(check, CHECK_EVERY_MS);
    })
    .catch((error: unknown) => {
      // The page works as before without it, online only.
      console.warn("The offline worker could not be registered:", error);
    });
  const offers: NewVersionOffer = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offered: () => offered,
    reload,
    putOff: () => {
      show(null);
    },
  };
  return <NewVersionRegion offer={offers} texts={i18n.messages.update} />;
}
