import type { LocaleTag } from "./locales";

/** Everyday Hebrew omits vowel points, so a search without them must find a name with them. */
const HEBREW_POINTS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

/** The ways an apostrophe is typed across these languages, which none of them tells apart. */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BB\u02BC\u0060\u00B4\uFF07\u05F3]/g;

/** Hebrew's gershayim and curly double quotes, each read as '"'. */
const DOUBLE_QUOTES = /[\u05F4\u201C\u201D]/g;

/** Case depends only on the language, and a tag with a region ("zh-CN") is slow to resolve. */
function caseLanguage(locale: LocaleTag): string {
  return locale.split("-", 1)[0] ?? locale;
}

/**
 * Folds what the language does not tell apart: composition, case, Hebrew's points and how an
 * apostrophe or quote was typed. Accents stay, as they are letters. Each mark folds to one
 * code unit, so that only composing, points and case change a text's length.
 */
export function foldForSearch(text: string, locale: LocaleTag): string {
  const composed = text.normalize("NFC");
  const lower =
    locale === "en" ? composed.toLowerCase() : composed.toLocaleLowerCase(caseLanguage(locale));
  const marks = lower.replace(APOSTROPHES, "'").replace(DOUBLE_QUOTES, '"');
  return locale === "he" ? marks.replace(HEBREW_POINTS, "") : marks;
}

export interface NamePart {
  readonly text: string;
  readonly matched: boolean;
}

/** A character with the marks written after it (accents, Hebrew's points), or stray marks. */
const WITH_MARKS = /\P{M}\p{M}*|\p{M}+/gu;

/** Maps each folded code unit back to `name`, as case, composing and points change the length. */
function foldedWithOrigins(name: string, locale: LocaleTag) {
  const folded = foldForSearch(name, locale);
  if (folded.length === name.length) return { folded, start: null, end: null };
  // Case and composition work on a character with its marks, so each is folded with them.
  let foldedByChar = "";
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  // Where the folded units of the last character that folds to something begin.
  let letter = 0;
  for (const [char] of name.matchAll(WITH_MARKS)) {
    const foldedChar = foldForSearch(char, locale);
    foldedByChar += foldedChar;
    // A point that folds to nothing belongs to the letter before it, so that a match ending
    // on that letter takes its points.
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

/** Splits `name` where `query` matches it as the filter does, left to right without overlap. */
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
