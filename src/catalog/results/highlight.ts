import { foldForSearch } from "../../i18n/search-fold";
import type { LocaleTag } from "../../i18n/locales";

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
