// The offline worker (ADR 16); scripts/precache.mjs writes its file lists. A language's
// files go into a cache of their own once a page in that language is visited (ADR 20).
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
  __LANGUAGE_MANIFESTS: Record<string, PrecacheEntry[]>;
  /** Every address of the build, stored or not. */
  __BUILD_ADDRESSES: string[];
};

// The 404 screen is kept with its status 404. Any other file that is not a 200 fails the
// install, so that a half-built version never takes over.
const wholeAnswers: WorkboxPlugin = {
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(
      response.status === 200 ||
        (response.status === 404 && new URL(request.url).pathname === NOT_FOUND_SCREEN)
        ? response
        : null,
    ),
};
// Files with a revision are revalidated rather than fetched past the HTTP cache, so that the
// page's just-loaded document comes back as a small 304.
const revalidated: WorkboxPlugin = {
  requestWillFetch: ({ request }) =>
    Promise.resolve(
      request.cache === "reload" ? new Request(request, { cache: "no-cache" }) : request,
    ),
};
addPlugins([wholeAnswers, revalidated]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const buildFiles: ReadonlySet<string> = new Set(self.__BUILD_ADDRESSES);

const { scope } = self.registration;

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

async function stored(language: PrecacheController): Promise<boolean> {
  const name = language.strategy.cacheName;
  // Opening a cache makes it: one that exists is a language that was visited.
  if (!(await caches.has(name))) return false;
  const keys = new Set((await (await caches.open(name)).keys()).map(({ url }) => url));
  return [...language.getURLsToCacheKeys().values()].every((key) => keys.has(key));
}

/** The integrity check keeps out a document from a build other than this worker's. */
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

/** The page's language if its files are stored; if not, it fetches them for next time. */
async function openedIn(url: URL, event: ExtendableEvent) {
  const language = languages.get(languageOf(url));
  if (!language || (await stored(language))) return language;
  // This fails offline or after a new deploy; the next visit tries again.
  event.waitUntil(fetchLanguage(language, event).catch(() => undefined));
  return undefined;
}

// The app comes from its language's precache when stored, even offline, else the network.
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) =>
      (await (await openedIn(url, event))?.matchPrecache(shellsFor(url).app)) ?? fetch(request),
    { allowlist: [APP_ADDRESS] },
  ),
);

// Other navigations go to the server. Offline, only a stored language answers: another
// language's screen is not the page asked for (ADR 20).
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request, url, event }) => {
    const language = await openedIn(url, event);
    try {
      return await fetch(request);
    } catch (error) {
      const answer = offlineAnswer(url, buildFiles);
      if (answer.kind === "redirect") return Response.redirect(answer.location, 301);
      if (answer.kind === "unreachable") throw error;
      if (answer.plain) {
        return new Response("404 Not Found\n", {
          status: 404,
          statusText: "Not Found",
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
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

/** A cache exists for each language visited with this version or an earlier one. */
const languagesStored = async () =>
  (await caches.keys()).flatMap((name) => languageOfCache(name, scope) ?? []);

// An install stores the open pages' languages and those visited before, which an update keeps.
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

// Activation deletes earlier versions' files and the languages this version lacks. A language
// stored while this version waited belongs to the previous one, so it is fetched again.
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

// A new version waits for the visitor's "Reload", so that it never changes a page in use.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first version controls its installing page, so that it works offline without a reload.
clientsClaim();
