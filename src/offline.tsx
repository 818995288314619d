import { createRoot } from "react-dom/client";
import { Workbox } from "workbox-window";
import { NewVersionPrompt } from "./app/new-version-prompt";
import { focusMainContent } from "./components/main-content";
import type { I18n } from "./i18n/i18n";

/** How often an open page asks whether a new version has been deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * The polite live region that says a new version waits: there before its message, so the
 * message is announced; first in the document, so Tab reaches it first; shown over the
 * page's foot, so nothing moves. Its own React root, loaded with this module after the
 * page is shown: the first page carries none of it.
 */
function newVersionRegion() {
  const region = document.createElement("div");
  region.setAttribute("role", "status");
  region.className = "pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center p-4";
  document.body.prepend(region);
  keepPageClearOf(region);
  return region;
}

/**
 * While the region shows something, the page has room below its foot as tall as it, so
 * that its footer can be scrolled into view above it, and the browser scrolls what gets
 * focus above it too (at 400 % zoom it takes half the window). Set through the CSSOM,
 * which the CSP allows, unlike a `style` attribute.
 */
function keepPageClearOf(region: HTMLElement) {
  new ResizeObserver(() => {
    const room = region.childElementCount > 0 ? `${String(region.offsetHeight)}px` : "";
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
  }).observe(region);
}

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
 * and waits; the page offers it and switches only when the visitor asks. An open page asks
 * for a new version when it comes back into view and every hour; the browser also asks on
 * each visit. The prompt speaks the page's language, `i18n`.
 */
export function registerOfflineWorker(i18n: I18n) {
  if (!("serviceWorker" in navigator)) return;
  const region = newVersionRegion();
  const prompt = createRoot(region);
  // Where focus came into the prompt from: Later gives it back there, not to the body.
  let cameFrom: EventTarget | null = null;
  region.addEventListener("focusin", ({ relatedTarget }) => {
    if (!(relatedTarget instanceof Node && region.contains(relatedTarget))) {
      cameFrom = relatedTarget;
    }
  });
  const workbox = new Workbox(WORKER_URL);
  let reloading = false;
  const putOff = () => {
    if (region.contains(document.activeElement)) {
      if (cameFrom instanceof HTMLElement && cameFrom.isConnected) cameFrom.focus();
      else focusMainContent();
    }
    prompt.render(null);
  };
  /** Lets `version`, the new version offered, take over, and reloads the page on it. */
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
      prompt.render(
        <NewVersionPrompt
          texts={i18n.messages.update}
          reload={() => {
            reload(version);
          }}
          putOff={putOff}
        />,
      );
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
}
