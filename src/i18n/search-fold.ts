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

/** A piece of a product's name, and whether the search matched it. */
export interface NamePart {
  readonly text: string;
  readonly matched: boolean;
}

/** A character with the marks written after it (accents, Hebrew's points), or stray marks. */
const WITH_MARKS = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * Where each code unit of `name` folded in `locale` comes from in `name`: lower-casing can
 * make a string longer (in English "İ" becomes "i̇", two code units), an accent written as
 * a mark of its own composes with its letter, and Hebrew's points fold to nothing, and
 * then the two no longer line up.
 */
function foldedWithOrigins(name: string, locale: LocaleTag) {
  const folded = foldForSearch(name, locale);
  if (folded.length === name.length) return { folded, start: null, end: null };
  // Character by character, each with its marks: how lower-casing and composing work.
  let foldedByChar = "";
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  // Where the folded units of the last character that folds to something begin.
  let letter = 0;
  for (const [char] of name.matchAll(WITH_MARKS)) {
    const foldedChar = foldForSearch(char, locale);
    foldedByChar += foldedChar;
    // A point that folds to nothing belongs to the letter before it: a match that ends on
    // that letter takes its points, never leaving them outside the mark.
    if (foldedChar === "") end.fill(offset + char.length, letter);
    else letter = end.length;
    for (let unit = 0; unit < foldedChar.length; unit++) {
      start.push(offset);
      end.push(offset + char.length);
    }
    offset += char.length;
  }
  return { folded: foldedByChar, start, end };
}

/**
 * `name` cut into what `query` matched and the rest, as the filter matches: literal, but
 * for what `foldForSearch` folds in `locale` (composing, case, Hebrew's points, how an
 * apostrophe was typed), each occurrence from left to right, none overlapping. An empty
 * query matches nothing.
 */
export function highlightParts(name: string, query: string, locale: LocaleTag): NamePart[] {
  const needle = foldForSearch(query, locale);
  if (needle === "") return [{ text: name, matched: false }];
  const { folded, start, end } = foldedWithOrigins(name, locale);
  const parts: NamePart[] = [];
  let done = 0;
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    // A match that begins or ends inside a lengthened character takes all of it.
    const from = Math.max(done, start?.[at] ?? at);
    const to = end?.[at + needle.length - 1] ?? at + needle.length;
    if (to <= from) continue;
    if (from > done) parts.push({ text: name.slice(done, from), matched: false });
    parts.push({ text: name.slice(from, to), matched: true });
    done = to;
  }
  if (done < name.length) parts.push({ text: name.slice(done), matched: false });
  return parts;
}
