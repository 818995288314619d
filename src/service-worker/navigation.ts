import { withOneLeadingSlash } from "../app/address";
import { parseLocale, shellQuery, type Locale } from "../i18n/locales";

/** Where the prerendered 404 screen is precached: the server's own answer for that path. */
export const NOT_FOUND_SCREEN = "/404.html";

/**
 * The addresses the server answers with a language's shells, where they are precached
 * (scripts/precache.mjs lists them so): English's are "/" and NOT_FOUND_SCREEN, another
 * language's the same with its `?locale=`.
 */
export function shellAddresses(locale: Locale): { app: string; notFound: string } {
  const query = shellQuery(locale);
  return { app: `/${query}`, notFound: `${NOT_FOUND_SCREEN}${query}` };
}

/** The shells of the language `url` names, as the server would choose them (ADR 17). */
export const shellsFor = (url: URL) => shellAddresses(parseLocale(url.searchParams));

/**
 * What a navigation the network could not answer gets, as the server would answer it
 * (scripts/serve.mjs): "/" (any query) is the app and is answered from the precache before
 * the network is asked, so it never comes here; "//…" is a redirect to one slash; any
 * other path is the 404 screen, with status 404.
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
