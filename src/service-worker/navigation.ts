import { answerTo, notFound } from "../../scripts/addresses.mjs";
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
 * What a navigation the network could not answer gets, by the table of addresses every
 * server keeps: a redirect to one leading slash, the 404 screen (or a plain 404 under
 * /assets/) for a path the build has no file at, and the network's own error for a file
 * the build has but the worker did not store. "/" never comes here.
 */
export type OfflineAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "not-found"; plain: boolean }
  | { kind: "unreachable" };

/** `files`: every address of the build (scripts/precache.mjs lists them). */
export function offlineAnswer(url: URL, files: ReadonlySet<string>): OfflineAnswer {
  const answer = answerTo("GET", `${url.pathname}${url.search}`);
  switch (answer.kind) {
    case "redirect":
      return { kind: "redirect", location: `${url.origin}${answer.location}` };
    case "not-found":
      return { kind: "not-found", plain: answer.plain };
    case "file":
      return files.has(answer.path)
        ? { kind: "unreachable" }
        : { kind: "not-found", plain: notFound(answer.path, answer.query).plain };
    default:
      return { kind: "unreachable" };
  }
}

/** "/" with any query, which holds the visit's state. */
export const APP_ADDRESS = /^\/(\?|$)/;
