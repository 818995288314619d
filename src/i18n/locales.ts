/**
 * The languages Product Hub speaks: those in which faker writes product names, departments
 * and descriptions in its own words (ADR 17). Each is one document: `?locale=` is read when
 * the page starts, and choosing another language loads the page in it.
 */
import { askedLanguage, LOCALE_PARAM } from "./locale-param.js";

export interface Locale {
  /** Its BCP 47 tag, as `?locale=`, `lang` and `Intl` take it. */
  readonly tag: LocaleTag;
  readonly dir: "ltr" | "rtl";
}

export type LocaleTag = "da" | "en" | "fr" | "he" | "hu" | "id" | "nl" | "tr" | "uz-Latn" | "zh-CN";

/** English, the specified page: the default whatever the browser prefers. */
export const ENGLISH: Locale = { tag: "en", dir: "ltr" };

/** Every language, in the order the picker lists them: by their own names, Latin scripts first. */
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

/** Each locale by its language, the tag's first part: no two of ours share one. */
const BY_LANGUAGE = new Map(LOCALES.map((locale) => [locale.tag.split("-")[0], locale]));

/**
 * The language `?locale=` asks for (askedLanguage: the rule both servers and the offline
 * worker follow too): ours by its language alone, whatever the region or script written
 * after it ("fr-CA" is French, "zh" and "zh_CN" Chinese). Anything else is English, never
 * an error.
 */
export function parseLocale(params: URLSearchParams): Locale {
  return BY_LANGUAGE.get(askedLanguage(params)) ?? ENGLISH;
}

/**
 * The query of the address a language's page is prerendered at, and served for when the
 * address names nothing else: "" for English, "?locale=fr" for French.
 */
export function shellQuery({ tag }: Locale): string {
  return tag === "en" ? "" : `?${LOCALE_PARAM}=${tag}`;
}
