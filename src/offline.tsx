import { Workbox } from "workbox-window";
import { NewVersionRegion, type NewVersionOffer } from "./app/new-version-prompt";
import type { I18n } from "./i18n/i18n";

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** A modal dialog makes the rest of the page inert, so a prompt under it could not be reached. */
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

/** Workbox's "waiting" event misses versions that its own register() did not start (ADR 23). */
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

/** Built by vite-plugin-pwa from src/service-worker/sw.ts. */
const WORKER_URL = "/sw.js";

/** Registered from the app's bundle, as the CSP allows no inline script (ADR 16). */
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
    // Another tab let it take over already, so it controls this page too: just reload.
    if (version.state !== "installed") {
      location.reload();
      return;
    }
    // The new version claims the page, and the page then reloads on it.
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
  // A version another tab activated controls this page too, while the page still runs old
  // code whose files a deployment removes: offer it again, even after Later. A first
  // controller is not new: it is the version the page runs.
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
