import type { LocaleTag } from "./locales";

/**
 * Hebrew's points: vowels (niqqud), the dots of shin and sin, dagesh, and cantillation.
 * Everyday Hebrew is written without them, so a search typed without them must find a
 * name written with them. The letters' punctuation (maqaf, paseq, sof pasuq) stays.
 */
const HEBREW_POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

/**
 * The forms of the apostrophe, each read as "'": the curly ones a phone types (’ ‘ ‛),
 * Uzbek's oʻ/gʻ mark (ʻ U+02BB) and its tutuq belgisi (ʼ U+02BC), Hebrew's geresh (׳),
 * and the stand-ins keyboards offer (` ´ ＇). Every language here writes the apostrophe
 * inside words and types it several ways; none tells these apart.
 */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BB\u02BC\u0060\u00B4\uFF07\u05F3]/g;

/** Hebrew's gershayim (״) and the curly double quotes a phone types, each read as '"'. */
const DOUBLE_QUOTES = /[\u05F4\u201C\u201D]/g;

/**
 * The language whose case rules `locale`'s text follows. Case mapping depends on the
 * language alone, and engines resolve a tag with a script or a region (uz-Latn, zh-CN)
 * anew on each call, several times slower over a large catalogue.
 */
function caseLanguage(locale: LocaleTag): string {
  return locale.split("-", 1)[0] ?? locale;
}

/**
 * `text` folded as `locale` reads it, so that a search ignores what the language does not
 * tell apart: how the text's characters were composed (an accent typed as its own mark,
 * as a macOS file name keeps it, is the accented letter), case as the language writes it
 * (in Turkish "I" is the capital of "ı" and "İ" that of "i"), Hebrew's optional points,
 * and how an apostrophe or a double quote was typed. Otherwise literal: accents are
 * letters. Each mark folds to one code unit, so only composing, the points and
 * lower-casing change a text's length (see `highlightParts`).
 * English, the default page's language, takes the plain (and quicker) `toLowerCase`.
 */
export function foldForSearch(text: string, locale: LocaleTag): string {
  const composed = text.normalize("NFC");
  const lower =
    locale === "en" ? composed.toLowerCase() : composed.toLocaleLowerCase(caseLanguage(locale));
  const marks = lower.replace(APOSTROPHES, "'").replace(DOUBLE_QUOTES, '"');
  return locale === "he" ? marks.replace(HEBREW_POINTS, "") : marks;
}
