import type { LocaleTag } from "./locales";

/** How a language writes numbers and orders words. Prices stay in US dollars, as generated. */
export interface Formats {
  readonly count: (count: number) => string;
  /** A share from 0 to 1. */
  readonly percent: (share: number) => string;
  /** A price as generated, such as "12.00". */
  readonly price: (price: string) => string;
  /** Always with cents, so that the reader sees which mark is the decimal one. */
  readonly amount: (amount: `${number}`) => string;
  /** A price bound; whole dollars drop their cents. */
  readonly dollars: (amount: `${number}`) => string;
  readonly separators: Separators;
  readonly plural: (count: number) => Intl.LDMLPluralRule;
  /** `null` for English, whose words sort by code unit without a costly collator (ADR 12). */
  readonly compare: Compare | null;
}

export interface Separators {
  readonly decimal: string;
  /** A no-break space in French, Hungarian and Uzbek. */
  readonly group: string;
}

export type Compare = (a: string, b: string) => number;

const PRICE: Intl.NumberFormatOptions = { style: "currency", currency: "USD" };
const DOLLARS: Intl.NumberFormatOptions = { ...PRICE, trailingZeroDisplay: "stripIfInteger" };

let englishGroups: Intl.NumberFormat | undefined;
let englishPercent: Intl.NumberFormat | undefined;
let englishDollars: Intl.NumberFormat | undefined;
let englishAmount: Intl.NumberFormat | undefined;
let englishPlural: Intl.PluralRules | undefined;
let englishSeparators: Separators | undefined;

function separatorsOf(format: Intl.NumberFormat): Separators {
  const parts = format.formatToParts(1234.5);
  const part = (type: "decimal" | "group") => parts.find((p) => p.type === type)?.value ?? "";
  return { decimal: part("decimal"), group: part("group") };
}

/** English's first page needs no costly `Intl` object (ADR 12), so each is made on first use. */
const ENGLISH: Formats = {
  count: (count) => {
    if (Number.isSafeInteger(count) && Math.abs(count) < 1000) return String(count);
    englishGroups ??= new Intl.NumberFormat("en");
    return englishGroups.format(count);
  },
  percent: (share) =>
    (englishPercent ??= new Intl.NumberFormat("en", { style: "percent" })).format(share),
  price: (price) => `$${price}`,
  amount: (amount) => (englishAmount ??= new Intl.NumberFormat("en-US", PRICE)).format(amount),
  dollars: (amount) => (englishDollars ??= new Intl.NumberFormat("en-US", DOLLARS)).format(amount),
  // Only a price bound reads them, so only a page with one makes its `Intl` object.
  get separators() {
    return (englishSeparators ??= separatorsOf((englishGroups ??= new Intl.NumberFormat("en"))));
  },
  plural: (count) => {
    if (Number.isSafeInteger(count)) return Math.abs(count) === 1 ? "one" : "other";
    englishPlural ??= new Intl.PluralRules("en");
    return englishPlural.select(count);
  },
  compare: null,
};

/** Stand-ins with the same number format: Debian's Chromium lacks "uz-Latn" but has "uz-Cyrl". */
const NUMBERS_ALSO: Partial<Record<LocaleTag, readonly string[]>> = { "uz-Latn": ["uz-Cyrl"] };

/** An engine that has a tag's number data resolves to that very tag, not a broader one. */
function numbersTag(tag: LocaleTag): string {
  const candidates = [tag, ...(NUMBERS_ALSO[tag] ?? [])];
  const had = (candidate: string) =>
    new Intl.NumberFormat(candidate).resolvedOptions().locale === candidate;
  return candidates.find(had) ?? tag;
}

/**
 * Chromium has no Uzbek collation, so Uzbek sorts by the root collation with Oʻ, Gʻ, Sh and
 * Ch read as Greek letters, which come after Z as in Uzbek's alphabet.
 */
const UZBEK_LETTERS = /([oOgG])[\u02BB\u2018\u2019\u201B'`\u00B4\uFF07]|([sScC])([hH])/g;
const AFTER_Z: Readonly<Record<string, string>> = { o: "α", g: "β", s: "γ", c: "δ" };

function uzbekKey(text: string): string {
  return text.replace(UZBEK_LETTERS, (_, vowel?: string, first?: string) => {
    const letter = vowel ?? first ?? "";
    const greek = AFTER_Z[letter.toLowerCase()] ?? letter;
    return letter === letter.toLowerCase() ? greek : greek.toUpperCase();
  });
}

function compareIn(tag: LocaleTag): Compare {
  if (tag === "uz-Latn") {
    const root = new Intl.Collator("und");
    return (a, b) => root.compare(uzbekKey(a), uzbekKey(b));
  }
  const collator = new Intl.Collator(tag);
  return (a, b) => collator.compare(a, b);
}

function intlFormats(tag: LocaleTag): Formats {
  const numbers = numbersTag(tag);
  const groups = new Intl.NumberFormat(numbers);
  const percent = new Intl.NumberFormat(numbers, { style: "percent" });
  const price = new Intl.NumberFormat(numbers, PRICE);
  const dollars = new Intl.NumberFormat(numbers, DOLLARS);
  const plural = new Intl.PluralRules(tag);
  const compare = compareIn(tag);
  return {
    count: (count) => groups.format(count),
    percent: (share) => percent.format(share),
    // A decimal string is formatted exactly, where a `Number` would round a long one.
    price: (amount) => price.format(amount as `${number}`),
    amount: (amount) => price.format(amount),
    dollars: (amount) => dollars.format(amount),
    separators: separatorsOf(groups),
    plural: (count) => plural.select(count),
    compare,
  };
}

const made = new Map<LocaleTag, Formats>([["en", ENGLISH]]);

/** Made on first call, a long task outside English, so the entry calls it while nothing paints. */
export function formatsOf(tag: LocaleTag): Formats {
  let formats = made.get(tag);
  if (!formats) {
    formats = intlFormats(tag);
    made.set(tag, formats);
  }
  return formats;
}

/**
 * Wraps a visitor's text in a first-strong isolate, so that its direction cannot reorder the
 * quotes and words around it. Titles and options hold only text, so the marks go in the string.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
