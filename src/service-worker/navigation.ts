import { withOneLeadingSlash } from "../catalog/address/catalog-address";
import { type Locale, type LocaleTag, parseLocale, shellQuery } from "../i18n/locales";

/** The server's own answer for unknown paths, precached at this address. */
export const NOT_FOUND_SCREEN = "/404.html";

/** Where a language's shells are precached, as scripts/precache-lists.mjs lists them. */
export function shellAddresses(locale: Locale): { app: string; notFound: string } {
  const query = shellQuery(locale);
  return { app: `/${query}`, notFound: `${NOT_FOUND_SCREEN}${query}` };
}

/** The shells of the language `url` names, as the server would choose them (ADR 17). */
export const shellsFor = (url: URL) => shellAddresses(parseLocale(url.searchParams));

export const languageOf = (url: URL): LocaleTag => parseLocale(url.searchParams).tag;

const LANGUAGE_CACHE = "product-hub-language-";

/** Named unlike a precache, which cleanupOutdatedCaches deletes; the scope keeps workers apart. */
export const languageCacheName = (tag: string, scope: string) => `${LANGUAGE_CACHE}${tag}-${scope}`;

export function languageOfCache(name: string, scope: string): string | undefined {
  const suffix = `-${scope}`;
  if (!name.startsWith(LANGUAGE_CACHE) || !name.endsWith(suffix)) return undefined;
  return name.slice(LANGUAGE_CACHE.length, -suffix.length) || undefined;
}

/**
 * Answers a navigation the network could not, as scripts/serve.mjs would: "//…" redirects to
 * one slash, and any other path gets the 404 screen. "/" never comes here.
 */
export type OfflineAnswer = { kind: "redirect"; location: string } | { kind: "not-found" };

export function offlineAnswer(url: URL): OfflineAnswer {
  const pathname = withOneLeadingSlash(url.pathname);
  if (pathname !== url.pathname) {
    return { kind: "redirect", location: `${url.origin}${pathname}${url.search}` };
  }
  return { kind: "not-found" };
}

/** "/" with any query, which holds the visit's state. */
export const APP_ADDRESS = /^\/(\?|$)/;
