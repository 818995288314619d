/**
 * The languages in which faker writes products in its own words (ADR 17). A page speaks the
 * one its `?locale=` names when it starts.
 */
import { askedLanguage, LOCALE_PARAM } from "./locale-param.js";

export interface Locale {
  readonly tag: LocaleTag;
  readonly dir: "ltr" | "rtl";
}

export type LocaleTag = "da" | "en" | "fr" | "he" | "hu" | "id" | "nl" | "tr" | "uz-Latn" | "zh-CN";

/** The default, whatever the browser prefers. */
export const ENGLISH: Locale = { tag: "en", dir: "ltr" };

/** In the picker's order: by their own names, Latin scripts first. */
export const LOCALES: readonly Locale[] = [
  { tag: "id", dir: "ltr" },
  { tag: "da", dir: "ltr" },
  ENGLISH,
  { tag: "fr", dir: "ltr" },
  { tag: "hu", dir: "ltr" },
  { tag: "nl", dir: "ltr" },
  { tag: "uz-Latn", dir: "ltr" },
  { tag: "tr", dir: "ltr" },
  { tag: "he", dir: "rtl" },
  { tag: "zh-CN", dir: "ltr" },
];

/** By the tag's first part, which no two of our locales share. */
const BY_LANGUAGE = new Map(LOCALES.map((locale) => [locale.tag.split("-")[0], locale]));

/**
 * Reads only the language ("fr-CA" is French), by the rule both servers and the offline
 * worker follow. Anything else is English, never an error.
 */
export function parseLocale(params: URLSearchParams): Locale {
  return BY_LANGUAGE.get(askedLanguage(params)) ?? ENGLISH;
}

/** The query of the address at which a language's page is prerendered and served. */
export function shellQuery({ tag }: Locale): string {
  return tag === "en" ? "" : `?${LOCALE_PARAM}=${tag}`;
}
