// The offline worker (ADR 16): built from Workbox's modules by vite-plugin-pwa; the lists
// of files it precaches are written into it by scripts/precache.mjs. What every page needs
// is precached at install; a language's own files (its two documents, its web app
// manifest and two chunks) once a page in that language has been visited, each language
// in a precache of its own (ADR 20).
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import {
  APP_ADDRESS,
  languageCacheName,
  languageOf,
  languageOfCache,
  NOT_FOUND_SCREEN,
  offlineAnswer,
  shellsFor,
} from "./navigation";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** Each language's files by its tag, each with its integrity. */
  __LANGUAGE_MANIFESTS: Record<string, PrecacheEntry[]>;
};

// The server answers the 404 screen with status 404: kept as it is. Any other file that is
// not a 200 fails the install, so no half-built version ever takes over.
const wholeAnswers: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(
      response.status === 200 ||
        (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_SCREEN)
        ? response
        : null,
    ),
};
// A file with a revision is asked with the HTTP cache's validators rather than past that
// cache (Workbox's "reload"): the server still says what is current, and the page's own
// document, just loaded, comes back as a 304 of a few hundred bytes.
const revalidated: WorkboxPlugin = {
  requestWillFetch: ({ request }) =>
    Promise.resolve(
      request.cache === "reload" ? new Request(request, { cache: "no-cache" }) : request,
    ),
};
addPlugins([wholeAnswers, revalidated]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const { scope } = self.registration;

/** Each language's files: a PrecacheController of its own, with its own cache. */
const languages = new Map(
  Object.entries(self.__LANGUAGE_MANIFESTS).map(([tag, entries]) => {
    const language = new PrecacheController({
      cacheName: languageCacheName(tag, scope),
      plugins: [wholeAnswers, revalidated],
    });
    language.addToCacheList(entries);
    return [tag, language];
  }),
);

/** Whether every file of the language, in this version, is in its cache. */
async function stored(language: PrecacheController): Promise<boolean> {
  const name = language.strategy.cacheName;
  // Opening a cache makes it: one that exists is a language that was visited.
  if (!(await caches.has(name))) return false;
  const keys = new Set((await (await caches.open(name)).keys()).map(({ url }) => url));
  return [...language.getURLsToCacheKeys().values()].every((key) => keys.has(key));
}

/**
 * Fetches and stores the language's files that are not stored yet, outside an install:
 * asked through the precache's strategy with their integrity, which stores what it fetches
 * (a document of a build other than this worker's fails its integrity and is not stored).
 */
async function fetchLanguage(language: PrecacheController, event: ExtendableEvent) {
  await Promise.all(
    [...language.getURLsToCacheKeys()].map(([url, cacheKey]) =>
      language.strategy.handle({
        event,
        request: new Request(url, { credentials: "same-origin" }),
        params: { cacheKey, integrity: language.getIntegrityForCacheKey(cacheKey) },
      }),
    ),
  );
}

/**
 * The language of a page being opened, if its files are all stored. If not, they are
 * fetched in the background, for the next time: the visitor reads that language.
 */
async function openedIn(url: URL, event: ExtendableEvent) {
  const language = languages.get(languageOf(url));
  if (!language || (await stored(language))) return language;
  // Offline, or a new version was deployed: tried again on the next visit.
  event.waitUntil(fetchLanguage(language, event).catch(() => undefined));
  return undefined;
}

// "/" with any query is the app, in the language it names: from that language's precache,
// at once, with or without a network. A language not stored yet is the network's.
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) =>
      (await (await openedIn(url, event))?.matchPrecache(shellsFor(url).app)) ?? fetch(request),
    { allowlist: [APP_ADDRESS] },
  ),
);

// Every other navigation is the server's to answer; with no server, what it would answer,
// in a language stored. In a language not stored, with no server, the network's error:
// another language's screen would not be the page asked for (ADR 20).
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, url, event }) => {
    const language = await openedIn(url, event);
    try {
      return await fetch(request);
    } catch (error) {
      const answer = offlineAnswer(url);
      if (answer.kind === "redirect") return Response.redirect(answer.location, 301);
      const screen = await language?.matchPrecache(shellsFor(url).notFound);
      if (!screen) throw error;
      return new Response(screen.body, {
        status: 404,
        statusText: "Not Found",
        headers: screen.headers,
      });
    }
  },
);

// A language's chunks, from its precache; one not stored yet is fetched and stored.
for (const language of languages.values()) registerRoute(new PrecacheRoute(language));

/** The languages whose caches exist: visited with this version or an earlier one. */
const languagesStored = async () =>
  (await caches.keys()).flatMap((name) => languageOfCache(name, scope) ?? []);

// A version installs, besides what every page needs, the languages visited before (so an
// update keeps them all) and those of the pages open, the one registering it first.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const tags = new Set([
        ...(await languagesStored()),
        ...pages.map(({ url }) => languageOf(new URL(url))),
      ]);
      await Promise.all([...tags].flatMap((tag) => languages.get(tag)?.install(event) ?? []));
    })(),
  );
});

// Once it takes over, earlier versions' files go. A language this version lacks goes
// whole; one visited while this version waited was stored for the previous one: fetched
// again for this one.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const tag of await languagesStored()) {
        const language = languages.get(tag);
        if (!language) {
          await caches.delete(languageCacheName(tag, scope));
          continue;
        }
        await language.activate(event);
        if (!(await stored(language))) await fetchLanguage(language, event).catch(() => undefined);
      }
    })(),
  );
});

// A new version waits until the visitor asks for it (the page's "Reload"): it never
// takes over a page under the visitor's hands.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first version controls the page it was installed from, so that it works offline
// without a reload; a later one only after the visitor's Reload.
clientsClaim();
