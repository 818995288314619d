import type { LocaleTag } from "./locales";

/**
 * How a language writes counts, percentages, prices and plurals, and orders words. Prices
 * stay US dollars, as generated.
 */
export interface Formats {
  /** "12", "100,000" in English, "100 000" in French. */
  readonly count: (count: number) => string;
  /** A share from 0 to 1: "42%", "42 %". */
  readonly percent: (share: number) => string;
  /** A product's price as generated ("12.00"): "$12.00", "12,00 $US". */
  readonly price: (price: string) => string;
  /**
   * An amount with its cents, grouped as the language writes numbers: "$1,000.00",
   * "1.000,00 US$" (a price field's bound as read, which shows which mark was the decimal one).
   */
  readonly amount: (amount: `${number}`) => string;
  /** A bound of the price range, as a decimal: "$12.50", "12,50 $US"; whole ones "$10". */
  readonly dollars: (amount: `${number}`) => string;
  /**
   * The decimal and group separators the language writes numbers with, as its prices and
   * counts show them: what the price fields read a typed amount by.
   */
  readonly separators: Separators;
  /** The plural category of a count, which a message chooses its words by. */
  readonly plural: (count: number) => Intl.LDMLPluralRule;
  /**
   * Orders texts as the language's dictionaries do (its collator); `null` for English, whose generated
   * words the code-unit order of their lower case puts A to Z, without the page's first
   * collator, a long task while the first page renders (ADR 12).
   */
  readonly compare: Compare | null;
}

/** The characters between a number's digits: "." and "," in English, "," and "." in Danish. */
export interface Separators {
  readonly decimal: string;
  /** As the language writes it: a no-break space in French, Hungarian and Uzbek. */
  readonly group: string;
}

/** Whether `a` comes before `b` (negative), after (positive) or with it (zero). */
export type Compare = (a: string, b: string) => number;

const PRICE: Intl.NumberFormatOptions = { style: "currency", currency: "USD" };
const DOLLARS: Intl.NumberFormatOptions = { ...PRICE, trailingZeroDisplay: "stripIfInteger" };

let englishGroups: Intl.NumberFormat | undefined;
let englishPercent: Intl.NumberFormat | undefined;
let englishDollars: Intl.NumberFormat | undefined;
let englishAmount: Intl.NumberFormat | undefined;
let englishPlural: Intl.PluralRules | undefined;
let englishSeparators: Separators | undefined;

/** The separators `format` writes, read from its parts. */
function separatorsOf(format: Intl.NumberFormat): Separators {
  const parts = format.formatToParts(1234.5);
  const part = (type: "decimal" | "group") => parts.find((p) => p.type === type)?.value ?? "";
  return { decimal: part("decimal"), group: part("group") };
}

/**
 * English, the specified page. Its first page shows counts under 1,000, whole ones, and
 * names no price range: they need no `Intl` object, and a page's first costs 14–35 ms
 * (ADR 12), so each is made on first use.
 */
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

/**
 * Tags that write a language's numbers as it does, for an engine without its own data.
 * Debian's Chromium resolves "uz-Latn" to "uz", which it writes as ICU's root does
 * ("$ 381.87", "20,000"); Uzbek in Cyrillic, which CLDR writes numbers for exactly as in
 * Latin ("381,87 US$", "20 000"), it has.
 */
const NUMBERS_ALSO: Partial<Record<LocaleTag, readonly string[]>> = { "uz-Latn": ["uz-Cyrl"] };

/**
 * The tag to write `tag`'s numbers with in this engine: the first of it and its
 * stand-ins that the engine has number data for, as it says by resolving to that very
 * tag rather than a broader one.
 */
function numbersTag(tag: LocaleTag): string {
  const candidates = [tag, ...(NUMBERS_ALSO[tag] ?? [])];
  const had = (candidate: string) =>
    new Intl.NumberFormat(candidate).resolvedOptions().locale === candidate;
  return candidates.find(had) ?? tag;
}

/**
 * Uzbek's letters after Z, in its alphabet's order: Oʻ, Gʻ, Sh, Ch (CLDR's Uzbek
 * collation). Chromium has no Uzbek collation and falls back to English's, where
 * "Sharqona" sorts among the S; so every engine orders Uzbek by the root collation with
 * each of these letters read as a Greek one, which the root places after Z, in this order
 * and with its case. An o or g takes any apostrophe as its mark, as the search reads them,
 * but the tutuq belgisi (ʼ), a letter of its own.
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

/** How `tag`'s texts are ordered in every engine (Uzbek: `uzbekKey`). */
function compareIn(tag: LocaleTag): Compare {
  if (tag === "uz-Latn") {
    const root = new Intl.Collator("und");
    return (a, b) => root.compare(uzbekKey(a), uzbekKey(b));
  }
  const collator = new Intl.Collator(tag);
  return (a, b) => collator.compare(a, b);
}

/** Another language: every `Intl` object at once, made where it costs no frame (`formatsOf`). */
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
    // A decimal string is formatted exactly, as `Number` would not be past 15 digits.
    price: (amount) => price.format(amount as `${number}`),
    amount: (amount) => price.format(amount),
    dollars: (amount) => dollars.format(amount),
    separators: separatorsOf(groups),
    plural: (count) => plural.select(count),
    compare,
  };
}

const made = new Map<LocaleTag, Formats>([["en", ENGLISH]]);

/**
 * The formats of `tag`'s language, made on first call. For a language other than English
 * that is a long task (ICU's data): the entry calls it while the page waits for the first
 * products, with nothing to paint.
 */
export function formatsOf(tag: LocaleTag): Formats {
  let formats = made.get(tag);
  if (!formats) {
    formats = intlFormats(tag);
    made.set(tag, formats);
  }
  return formats;
}

/**
 * A visitor's text set apart from the words around it (Unicode's first-strong isolate,
 * U+2068 … U+2069): its direction is its own, and a left-to-right term in a Hebrew
 * sentence, or a Hebrew one in an English sentence, keeps its order and leaves the quotes
 * and punctuation around it in place. In the string, not an element: the document's title
 * and a dropdown's option quote it too, and they hold text alone.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
