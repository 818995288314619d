import { registerSW } from "virtual:pwa-register";
import { newVersion } from "./components/new-version";

/** How often an open page asks whether a new version has been deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the offline worker (ADR 16) from the app's own bundle: the CSP allows no
 * inline script. A new version installs in the background; the page then offers it (the
 * prompt) and switches only when the visitor asks. An open page asks for a new version
 * when it comes back into view and every hour; the browser also asks on each visit.
 */
export function registerOfflineWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      newVersion.offer(() => {
        // The new version takes over once asked; the page then reloads on it. Listened to
        // here: registerSW reloads only a page that was controlled when it registered,
        // not one the first version took over (a first visit still open).
        navigator.serviceWorker.addEventListener(
          "controllerchange",
          () => {
            location.reload();
          },
          { once: true },
        );
        void update();
      });
    },
    onNeedReload() {
      // The listener above reloads.
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        // Offline, or the server is down: the next check will tell.
        registration.update().catch(() => undefined);
      };
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
      setInterval(check, CHECK_EVERY_MS);
    },
    onRegisterError(error: unknown) {
      // The page works as before without it, online only.
      console.warn("The offline worker could not be registered:", error);
    },
  });
}
