import type { Formats, Separators } from "../../i18n/formats";
import type { I18n } from "../../i18n/i18n";
import type { Messages } from "../../i18n/messages/en";

/**
 * The price range as a visitor types it and the URL carries it (`min`, `max`): text,
 * read here into dollars as the page's language writes numbers. A bound that cannot be
 * read is ignored, never an error screen, and the range says why, for the field to show.
 */

/** The longest bound a field takes and that is read: far beyond any price ("1,000,000,000.00"). */
export const MAX_PRICE_LENGTH = 20;

export type PriceProblem =
  "not-a-number" | "too-long" | "negative" | "not-whole-cents" | "min-above-max";

export interface PriceBound {
  /** The bound in dollars, inclusive, to compare prices with; null when there is none or it is ignored. */
  readonly value: number | null;
  /** The same bound in cents, exactly, however large; null when `value` is. */
  readonly cents: bigint | null;
  /** Why the text is ignored; null when it is used (or empty). */
  readonly problem: PriceProblem | null;
  /**
   * Whether the text may mean another amount than the one read, which the form says: it
   * reads two ways ("1.000" in Danish is 1,000 as the page writes numbers, 1 as English
   * does), or only the other way ("9.99" in Danish, "1,5" in English).
   */
  readonly doubtful: boolean;
}

export interface PriceRange {
  readonly min: PriceBound;
  readonly max: PriceBound;
}

/** What reading a price takes of the page's formats: its separators, asked for only when a bound is there. */
export type NumberWriting = Pick<Formats, "separators">;

const NO_BOUND: PriceBound = { value: null, cents: null, problem: null, doubtful: false };

const ignored = (problem: PriceProblem): PriceBound => ({
  value: null,
  cents: null,
  problem,
  doubtful: false,
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An amount as numbers are written with `decimal` and `group`: whole dollars, grouped by
 * threes or not, then a fraction: "1.299,5" in Danish, "1,299.5" in English. Spaces group
 * in every language (a space is never a decimal point), as French, Hungarian and Uzbek
 * write them; one amount groups with one character.
 */
function amountPattern({ decimal, group }: Separators): RegExp {
  const groups = `[${escaped(group)} ]`;
  return new RegExp(
    `^(\\d{1,3}(?:(${groups})\\d{3})(?:\\2\\d{3})*|\\d*)(?:${escaped(decimal)}(\\d*))?$`,
  );
}

/**
 * The ways a visitor used to other numbers may write an amount, after the page's: its
 * decimal separator as the group's and the other mark as the decimal ("9.99" in Danish);
 * where the page groups with spaces, a dot grouping before its decimal comma ("1.000,50"
 * in French, which names one amount only).
 */
function otherWays({ decimal, group }: Separators): Separators[] {
  const swapped = { decimal: decimal === "," ? "." : ",", group: decimal };
  return decimal === "," && group !== "." ? [swapped, { decimal, group: "." }] : [swapped];
}

/** How an amount reads one way: its cents, a fraction of a cent, or no amount at all. */
type Reading = bigint | "fraction-of-a-cent" | null;

function readAmount(text: string, pattern: RegExp): Reading {
  const match = pattern.exec(text);
  if (match === null) return null;
  const whole = match[1] ?? "";
  const fraction = match[3] ?? "";
  if (!/\d/.test(whole + fraction)) return null;
  // Prices are whole cents: "10.990" is $10.99, "10.999" names no price.
  const centsPart = fraction.replace(/0+$/, "");
  if (centsPart.length > 2) return "fraction-of-a-cent";
  return BigInt(`0${whole.replace(/\D/g, "")}`) * 100n + BigInt(centsPart.padEnd(2, "0"));
}

/** A page's patterns, made once per language's separators: its own, then the other ways. */
const patterns = new Map<Separators, readonly [RegExp, ...RegExp[]]>();

function patternsOf(separators: Separators): readonly [RegExp, ...RegExp[]] {
  let all = patterns.get(separators);
  if (!all) {
    // NFKC writes the page's no-break spaces as the spaces a field holds.
    const page = { decimal: separators.decimal, group: separators.group.normalize("NFKC") };
    all = [amountPattern(page), ...otherWays(page).map(amountPattern)];
    patterns.set(separators, all);
  }
  return all;
}

const NEGATIVE = /^(?:-\s*\$|\$?\s*-)/;

/** A dollar sign before the amount, and the spaces after it or after a minus sign. */
const LEADING_DOLLAR = /^\$?\s*/;

/** A dollar sign after the amount, as French writes a price ("12,50 $"). */
const TRAILING_DOLLAR = /^([^$]*\d)\s*\$$/;

/**
 * The dollar as the page writes it beside a price in its languages, read as "$": "US$"
 * (Danish, Indonesian, Dutch, Chinese), "$US" (French), "USD" (Hungarian), so that a price
 * copied from a card is read.
 */
const DOLLAR_AS_WRITTEN = /US\s*\$|\$\s*US|USD/gi;

/** The direction marks Hebrew's prices carry ("‏870.60 ‏$"). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/**
 * An amount as the page writes numbers, or else the first other way it reads, which is
 * doubtful: a text that is a number as the page writes them is read so, even when it
 * names no price.
 */
function readDollars(text: string, separators: Separators): PriceBound | PriceProblem {
  const digits = text.replace(TRAILING_DOLLAR, "$1").replace(LEADING_DOLLAR, "");
  const [page, ...others] = patternsOf(separators);
  const asPageWrites = readAmount(digits, page);
  const otherwise =
    others.map((other) => readAmount(digits, other)).find((reading) => reading !== null) ?? null;
  const cents = asPageWrites ?? otherwise;
  if (cents === null) return "not-a-number";
  if (cents === "fraction-of-a-cent") return "not-whole-cents";
  const doubtful =
    asPageWrites === null || (typeof otherwise === "bigint" && otherwise !== asPageWrites);
  return { value: Number(cents) / 100, cents, problem: null, doubtful };
}

/** One bound, read as `writing` says the page writes numbers. */
export function readPriceBound(typed: string, writing: NumberWriting): PriceBound {
  if (typed === "") return NO_BOUND;
  if (typed.length > MAX_PRICE_LENGTH) return ignored("too-long");
  // Full-width digits and signs ("１２", "＄"), as a Chinese keyboard types them, are digits,
  // and no-break spaces spaces.
  const text = typed
    .normalize("NFKC")
    .replace(DIRECTION_MARKS, "")
    .replace(DOLLAR_AS_WRITTEN, "$$");
  const read = readDollars(text, writing.separators);
  if (typeof read !== "string") return read;
  const unsigned = text.replace(NEGATIVE, "");
  if (unsigned !== text && readDollars(unsigned, writing.separators) !== "not-a-number") {
    return ignored("negative");
  }
  return ignored(read);
}

/**
 * A bound as the URL keeps it once read, the same in every language: whole dollars, and
 * cents after a point when there are any ("1000", "9.99", "12.50").
 */
export function canonicalPrice(cents: bigint): string {
  const fraction = cents % 100n;
  const whole = String(cents / 100n);
  return fraction === 0n ? whole : `${whole}.${String(fraction).padStart(2, "0")}`;
}

const CANONICAL = /^(\d+)(?:\.(\d\d))?$/;

/**
 * A bound of the URL as its field shows it: one the URL keeps as read (`canonicalPrice`)
 * with the page's decimal separator ("9,99" in Danish), which reads back to it in the
 * page's language alone; any other as it is, so that the field shows what was asked.
 */
export function priceFieldText(bound: string, writing: NumberWriting): string {
  const canonical = CANONICAL.exec(bound);
  if (canonical?.[2] === undefined) return bound;
  return `${canonical[1] ?? ""}${writing.separators.decimal}${canonical[2]}`;
}

/**
 * A field's text as the URL keeps it: an amount that reads, as read (`canonicalPrice`), so
 * that a link means the same in every language; one that does not, as it is, for the field
 * to show with its reason.
 */
export function priceParam(text: string, writing: NumberWriting): string {
  const { cents } = readPriceBound(text, writing);
  return cents === null ? text : canonicalPrice(cents);
}

/**
 * Both bounds read; a minimum above the maximum ignores both (which one was meant is
 * anyone's guess) and says so on each.
 */
export function readPriceRange(min: string, max: string, writing: NumberWriting): PriceRange {
  const range = { min: readPriceBound(min, writing), max: readPriceBound(max, writing) };
  // In cents, exactly: as numbers, two bounds of twenty digits can be equal.
  if (range.min.cents !== null && range.max.cents !== null && range.min.cents > range.max.cents) {
    return { min: ignored("min-above-max"), max: ignored("min-above-max") };
  }
  return range;
}

/** A bound of the address: its text, as its field shows it, and how the page reads it. */
export interface PriceParam extends PriceBound {
  readonly text: string;
}

/** No bound: an empty field. */
export const NO_PRICE: PriceParam = { ...NO_BOUND, text: "" };

/**
 * Both bounds of an address (`min`, `max`, as their fields show them) read once, as
 * `readPriceRange` reads them, each with its text.
 */
export function readPriceParams(
  min: string,
  max: string,
  writing: NumberWriting,
): { readonly min: PriceParam; readonly max: PriceParam } {
  const range = readPriceRange(min, max, writing);
  return { min: { ...range.min, text: min }, max: { ...range.max, text: max } };
}

/** Whether a price (a number of dollars, NaN when unreadable) lies in the range. */
export function inPriceRange(price: number, { min, max }: PriceRange): boolean {
  return (min.value === null || price >= min.value) && (max.value === null || price <= max.value);
}

/** What the form says about an ignored bound of the field labelled `label`. */
export function priceProblemMessage(
  problem: PriceProblem,
  label: string,
  { price }: Messages,
): string {
  switch (problem) {
    case "not-a-number":
      return price.notANumber(label);
    case "too-long":
      return price.tooLong(label, String(MAX_PRICE_LENGTH));
    case "negative":
      return price.negative(label);
    case "not-whole-cents":
      return price.notWholeCents(label);
    case "min-above-max":
      return price.minAboveMax;
  }
}

/** A bound in cents as the decimal `Intl.NumberFormat` formats exactly ("1299.50"). */
const decimalOf = (cents: bigint): `${number}` =>
  `${String(cents / 100n)}.${String(cents % 100n).padStart(2, "0")}` as `${number}`;

/**
 * What the form says of a bound read from text that may mean another amount
 * (`doubtful`): the amount it applies, as a price of the page ("Max price read as
 * 1.000,00 US$"), its cents written out so that which separator was the decimal one shows.
 * Null for a bound read without doubt, or ignored.
 */
export function priceReadingMessage(
  { cents, doubtful }: PriceBound,
  label: string,
  { messages: { price }, formats }: Pick<I18n, "messages" | "formats">,
): string | null {
  return cents !== null && doubtful ? price.readAs(label, formats.amount(decimalOf(cents))) : null;
}

/** What the line under the price fields says of one field. */
export interface PriceLine {
  readonly text: string;
  /** Whether it says why the bound is ignored, rather than how it was read. */
  readonly problem: boolean;
}

/** What the line says of each field; `together` when one reason is both's (a min above the max). */
export interface PriceLines {
  readonly min: PriceLine | null;
  readonly max: PriceLine | null;
  readonly together: boolean;
}

/**
 * What the form says of the applied bounds (`range`, the address's as read), on each field
 * that holds the text sent for it (`sent`; null for one that does not, whose words would be
 * about text that is gone): why it is ignored or, when that text may mean another amount,
 * the amount it was read as.
 */
export function priceLines(
  range: PriceRange,
  sent: { readonly min: string | null; readonly max: string | null },
  i18n: Pick<I18n, "messages" | "formats">,
): PriceLines {
  const { messages, formats } = i18n;
  const lineOf = (text: string | null, label: string, { problem }: PriceBound) => {
    if (text === null) return null;
    if (problem) return { text: priceProblemMessage(problem, label, messages), problem: true };
    const note = priceReadingMessage(readPriceBound(text, formats), label, i18n);
    return note === null ? null : { text: note, problem: false };
  };
  const min = lineOf(sent.min, messages.price.min, range.min);
  const max = lineOf(sent.max, messages.price.max, range.max);
  return { min, max, together: range.min.problem === "min-above-max" && (min ?? max) !== null };
}

/** The lines' words, each said once: what the result's announcement says before its count. */
export function priceLinesSaid({ min, max, together }: PriceLines): string {
  const said = together ? [min ?? max] : [min, max];
  return said.flatMap((line) => (line ? [line.text] : [])).join(" ");
}

/**
 * The range in words, for the title, in the page's language: "$10 to $50", "from $10",
 * "up to $99,999,999,999,999,999,999"; empty without bounds. Each bound is formatted from
 * its exact decimal: as a number, a bound of twenty digits would be rounded.
 */
export function describePriceRange(
  { min, max }: PriceRange,
  { messages: { price }, formats }: Pick<I18n, "messages" | "formats">,
): string {
  const dollars = (cents: bigint) => formats.dollars(decimalOf(cents));
  if (min.cents !== null && max.cents !== null) {
    return price.between(dollars(min.cents), dollars(max.cents));
  }
  if (min.cents !== null) return price.from(dollars(min.cents));
  if (max.cents !== null) return price.upTo(dollars(max.cents));
  return "";
}
