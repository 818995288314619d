import { withOneLeadingSlash } from "../catalog/address/catalog-address";
import { type Locale, type LocaleTag, parseLocale, shellQuery } from "../i18n/locales";

/** Where the prerendered 404 screen is precached: the server's own answer for that path. */
export const NOT_FOUND_SCREEN = "/404.html";

/**
 * The addresses the server answers with a language's shells, where they are precached
 * (scripts/precache-lists.mjs lists them so): English's are "/" and NOT_FOUND_SCREEN,
 * another language's the same with its `?locale=`.
 */
export function shellAddresses(locale: Locale): { app: string; notFound: string } {
  const query = shellQuery(locale);
  return { app: `/${query}`, notFound: `${NOT_FOUND_SCREEN}${query}` };
}

/** The shells of the language `url` names, as the server would choose them (ADR 17). */
export const shellsFor = (url: URL) => shellAddresses(parseLocale(url.searchParams));

/** The language of the page at `url`, whose files the worker keeps once it is visited. */
export const languageOf = (url: URL): LocaleTag => parseLocale(url.searchParams).tag;

const LANGUAGE_CACHE = "product-hub-language-";

/**
 * The cache that holds a language's files for every version of the worker, each by its
 * revision, as Workbox's precache holds the others'; the scope keeps two workers of one
 * origin apart. Not named like a precache: Workbox's cleanupOutdatedCaches deletes those.
 */
export const languageCacheName = (tag: string, scope: string) => `${LANGUAGE_CACHE}${tag}-${scope}`;

/** The tag of the language whose files the cache `name` holds, if it is one of the scope's. */
export function languageOfCache(name: string, scope: string): string | undefined {
  const suffix = `-${scope}`;
  if (!name.startsWith(LANGUAGE_CACHE) || !name.endsWith(suffix)) return undefined;
  return name.slice(LANGUAGE_CACHE.length, -suffix.length) || undefined;
}

/**
 * What a navigation the network could not answer gets, as the server would answer it
 * (scripts/serve.mjs): "/" (any query) is the app, answered from its language's precache
 * before the network is asked, so it never comes here; "//…" is a redirect to one slash;
 * any other path is the 404 screen, with status 404 (in a language stored).
 */
export type OfflineAnswer = { kind: "redirect"; location: string } | { kind: "not-found" };

export function offlineAnswer(url: URL): OfflineAnswer {
  const pathname = withOneLeadingSlash(url.pathname);
  if (pathname !== url.pathname) {
    return { kind: "redirect", location: `${url.origin}${pathname}${url.search}` };
  }
  return { kind: "not-found" };
}

/** The app's own address, answered from the precache: "/" with any query (the visit's state). */
export const APP_ADDRESS = /^\/(\?|$)/;
