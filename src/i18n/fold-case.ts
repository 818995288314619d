import type { LocaleTag } from "./locales";

/**
 * `text` lower-cased as `locale` writes it, so that a search ignores case as the
 * language does: in Turkish "I" is the capital of "ı" and "İ" that of "i". English, the
 * default page's language, takes the plain (and quicker) `toLowerCase`.
 */
export function foldCase(text: string, locale: LocaleTag): string {
  return locale === "en" ? text.toLowerCase() : text.toLocaleLowerCase(locale);
}
