import type { I18n } from "../../i18n/i18n";
import type { Messages } from "../../i18n/messages/en";

/**
 * The price range as a visitor types it and the URL carries it (`min`, `max`): text,
 * read here into dollars. A bound that cannot be read is ignored, never an error screen,
 * and the range says why, for the field to show.
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
}

export interface PriceRange {
  readonly min: PriceBound;
  readonly max: PriceBound;
}

const NO_BOUND: PriceBound = { value: null, cents: null, problem: null };

const ignored = (problem: PriceProblem): PriceBound => ({ value: null, cents: null, problem });

/**
 * Whole or decimal dollars, with an optional "$" and thousands grouped by commas as a US
 * shopper writes them: "25", "9.99", ".5", "$1,299.00". Not "1e3", "0x10" or "Infinity",
 * which `Number` would take. Thousands may also be grouped by spaces ("1 299", as French,
 * Hungarian and Uzbek write them), or by dots in two groups or more ("1.234.567"): one
 * group after a dot is a decimal point's ("1.299" is $1.299).
 */
const DOLLARS =
  /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+|\d{1,3}(?:\.\d{3}){2,}|\d+)?(?:\.(\d*))?$/;
/**
 * The same with a decimal comma, as most of our languages write it and their phones'
 * decimal keypads type it: "9,99", "12,5", "1 299,00", "1.299,00". One or two digits follow
 * the comma, so it never takes US grouping's place: "1,299" is $1,299 whatever the page's
 * language, and a link means the same in every language.
 */
const DOLLARS_DECIMAL_COMMA =
  /^\$?\s*(\d{1,3}(?:([. \u00a0\u202f])\d{3})(?:\2\d{3})*|\d+)?,(\d{1,2})$/;
const NEGATIVE = /^(?:-\s*\$|\$?\s*-)/;

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

/** The whole dollars and the fraction's digits of an amount, however it is written. */
function dollarsAndFraction(text: string): [whole: string, fraction: string] | null {
  const leading = text.replace(TRAILING_DOLLAR, "$$$1");
  const point = DOLLARS.exec(leading);
  if (point !== null) return [point[1] ?? "0", point[2] ?? ""];
  const comma = DOLLARS_DECIMAL_COMMA.exec(leading);
  if (comma !== null) return [comma[1] ?? "0", comma[3] ?? ""];
  return null;
}

function readBound(typed: string): PriceBound {
  if (typed === "") return NO_BOUND;
  if (typed.length > MAX_PRICE_LENGTH) return ignored("too-long");
  // Full-width digits and signs ("１２", "＄"), as a Chinese keyboard types them, are digits,
  // and no-break spaces spaces.
  const text = typed
    .normalize("NFKC")
    .replace(DIRECTION_MARKS, "")
    .replace(DOLLAR_AS_WRITTEN, "$$");
  const amount = dollarsAndFraction(text);
  if (amount === null || !/\d/.test(text)) {
    const unsigned = text.replace(NEGATIVE, "");
    const positive = unsigned === text ? null : readBound(unsigned);
    const negative =
      positive !== null && (positive.value !== null || positive.problem === "not-whole-cents");
    return ignored(negative ? "negative" : "not-a-number");
  }
  const [whole, fraction] = amount;
  // Prices are whole cents: "10.990" is $10.99, "10.999" names no price.
  const centsPart = fraction.replace(/0+$/, "");
  if (centsPart.length > 2) return ignored("not-whole-cents");
  const cents = BigInt(whole.replace(/\D/g, "")) * 100n + BigInt(centsPart.padEnd(2, "0"));
  return { value: Number(cents) / 100, cents, problem: null };
}

/**
 * Both bounds read; a minimum above the maximum ignores both (which one was meant is
 * anyone's guess) and says so on each.
 */
export function readPriceRange(min: string, max: string): PriceRange {
  const range = { min: readBound(min), max: readBound(max) };
  // In cents, exactly: as numbers, two bounds of twenty digits can be equal.
  if (range.min.cents !== null && range.max.cents !== null && range.min.cents > range.max.cents) {
    return { min: ignored("min-above-max"), max: ignored("min-above-max") };
  }
  return range;
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

/** Whether the text is a decimal number, as `Intl.NumberFormat` reads one exactly. */
const isDecimal = (text: string): text is `${number}` => /^\d+\.\d{2}$/.test(text);

/**
 * The range in words, for the title, in the page's language: "$10 to $50", "from $10",
 * "up to $99,999,999,999,999,999,999"; empty without bounds. Each bound is formatted from
 * its exact decimal: as a number, a bound of twenty digits would be rounded.
 */
export function describePriceRange(
  { min, max }: PriceRange,
  { messages: { price }, formats }: Pick<I18n, "messages" | "formats">,
): string {
  const dollars = (cents: bigint) => {
    const decimal = `${String(cents / 100n)}.${String(cents % 100n).padStart(2, "0")}`;
    return isDecimal(decimal) ? formats.dollars(decimal) : "";
  };
  if (min.cents !== null && max.cents !== null) {
    return price.between(dollars(min.cents), dollars(max.cents));
  }
  if (min.cents !== null) return price.from(dollars(min.cents));
  if (max.cents !== null) return price.upTo(dollars(max.cents));
  return "";
}
