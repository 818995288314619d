import { foldCase } from "../../i18n/fold-case";
import type { LocaleTag } from "../../i18n/locales";

/** A piece of a product's name, and whether the search matched it. */
export interface NamePart {
  readonly text: string;
  readonly matched: boolean;
}

/**
 * Where each code unit of `name` folded in `locale` comes from in `name`: lower-casing can
 * make a string longer (in English "İ" becomes "i̇", two code units) and Hebrew's points
 * fold to nothing, and then the two no longer line up.
 */
function lowerCasedWithOrigins(name: string, locale: LocaleTag) {
  const lower = foldCase(name, locale);
  if (lower.length === name.length) return { lower, start: null, end: null };
  // Character by character (code point by code point), which is how lower-casing works.
  let lowerByChar = "";
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  // Where the folded units of the last character that folds to something begin.
  let letter = 0;
  for (const char of name) {
    const lowerChar = foldCase(char, locale);
    lowerByChar += lowerChar;
    // A point that folds to nothing belongs to the letter before it: a match that ends on
    // that letter takes its points, never leaving them outside the mark.
    if (lowerChar === "") end.fill(offset + char.length, letter);
    else letter = end.length;
    for (let unit = 0; unit < lowerChar.length; unit++) {
      start.push(offset);
      end.push(offset + char.length);
    }
    offset += char.length;
  }
  return { lower: lowerByChar, start, end };
}

/**
 * `name` cut into what `query` matched and the rest, as the filter matches: literal,
 * but for what `foldCase` folds in `locale` (case, Hebrew's points, how an apostrophe was
 * typed), each occurrence from left to right, none overlapping.
 * An empty query matches nothing.
 */
export function highlightParts(name: string, query: string, locale: LocaleTag): NamePart[] {
  const needle = foldCase(query, locale);
  if (needle === "") return [{ text: name, matched: false }];
  const { lower, start, end } = lowerCasedWithOrigins(name, locale);
  const parts: NamePart[] = [];
  let done = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
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
