// The offline worker (ADR 16): built from Workbox's modules by vite-plugin-pwa; the list
// of files it precaches is written into it by scripts/precache.mjs.
import { clientsClaim } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { APP_ADDRESS, NOT_FOUND_SCREEN, offlineAnswer, shellsFor } from "./navigation";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The server answers the 404 screen with status 404: kept as it is. Any other file that is
// not a 200 fails the install, so no half-built version ever takes over.
addPlugins([
  {
    cacheWillUpdate: ({ request, response }) =>
      Promise.resolve(
        response.status === 200 ||
          (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_SCREEN)
          ? response
          : null,
      ),
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// "/" with any query is the app, in the language it names: from the precache, at once,
// with or without a network.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) =>
      (await matchPrecache(shellsFor(url).app)) ?? (await matchPrecache("/")) ?? fetch(request),
    { allowlist: [APP_ADDRESS] },
  ),
);

// Every other navigation is the server's to answer; with no server, what it would answer.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const answer = offlineAnswer(url);
      if (answer.kind === "redirect") return Response.redirect(answer.location, 301);
      const screen = await matchPrecache(shellsFor(url).notFound);
      if (!screen) throw error;
      return new Response(screen.body, {
        status: 404,
        statusText: "Not Found",
        headers: screen.headers,
      });
    }
  },
);

// A new version waits until the visitor asks for it (the page's "Reload"): it never
// takes over a page under the visitor's hands.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first version controls the page it was installed from, so that it works offline
// without a reload; a later one only after the visitor's Reload.
clientsClaim();
