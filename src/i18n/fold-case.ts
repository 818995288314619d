import type { LocaleTag } from "./locales";

/**
 * Hebrew's points: vowels (niqqud), the dots of shin and sin, dagesh, and cantillation.
 * Everyday Hebrew is written without them, so a search typed without them must find a
 * name written with them. The letters' punctuation (maqaf, paseq, sof pasuq) stays.
 */
const HEBREW_POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

/**
 * `text` folded as `locale` reads it, so that a search ignores what the language does not
 * tell apart: case as the language writes it (in Turkish "I" is the capital of "ı" and
 * "İ" that of "i"), and Hebrew's optional points. Otherwise literal: accents are letters.
 * English, the default page's language, takes the plain (and quicker) `toLowerCase`.
 */
export function foldCase(text: string, locale: LocaleTag): string {
  if (locale === "en") return text.toLowerCase();
  const lower = text.toLocaleLowerCase(locale);
  return locale === "he" ? lower.replace(HEBREW_POINTS, "") : lower;
}
