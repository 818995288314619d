/**
 * The price range as a visitor types it and the URL carries it (`min`, `max`): text,
 * read here into dollars. A bound that cannot be read is ignored, never an error screen,
 * and the range says why, for the field to show.
 */

/** The longest bound a field takes and that is read: far beyond any price ("1,000,000,000.00"). */
export const MAX_PRICE_LENGTH = 20;

export type PriceProblem = "not-a-number" | "too-long" | "negative" | "min-above-max";

export interface PriceBound {
  /** The bound in dollars, inclusive; null when there is none or it is ignored. */
  readonly value: number | null;
  /** Why the text is ignored; null when it is used (or empty). */
  readonly problem: PriceProblem | null;
}

export interface PriceRange {
  readonly min: PriceBound;
  readonly max: PriceBound;
}

const NO_BOUND: PriceBound = { value: null, problem: null };

/**
 * Whole or decimal dollars, with an optional "$" and thousands grouped by commas as a US
 * shopper writes them: "25", "9.99", ".5", "$1,299.00". Not "1e3", "0x10" or "Infinity",
 * which `Number` would take.
 */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(\.\d*)?$/;
const NEGATIVE = /^(?:-\s*\$|\$?\s*-)/;

function readBound(text: string): PriceBound {
  if (text === "") return NO_BOUND;
  if (text.length > MAX_PRICE_LENGTH) return { value: null, problem: "too-long" };
  const match = DOLLARS.exec(text);
  if (match === null || !/\d/.test(text)) {
    const unsigned = text.replace(NEGATIVE, "");
    const negative = unsigned !== text && readBound(unsigned).value !== null;
    return { value: null, problem: negative ? "negative" : "not-a-number" };
  }
  const [, whole = "0", fraction = ""] = match;
  return { value: Number(`${whole.replaceAll(",", "")}${fraction}`), problem: null };
}

/**
 * Both bounds read; a minimum above the maximum ignores both (which one was meant is
 * anyone's guess) and says so on each.
 */
export function readPriceRange(min: string, max: string): PriceRange {
  const range = { min: readBound(min), max: readBound(max) };
  if (range.min.value !== null && range.max.value !== null && range.min.value > range.max.value) {
    const ignored: PriceBound = { value: null, problem: "min-above-max" };
    return { min: ignored, max: ignored };
  }
  return range;
}

/** Whether a price (a number of dollars, NaN when unreadable) lies in the range. */
export function inPriceRange(price: number, { min, max }: PriceRange): boolean {
  return (min.value === null || price >= min.value) && (max.value === null || price <= max.value);
}

/** What the form says about an ignored bound of the field labelled `label`. */
export function priceProblemMessage(problem: PriceProblem, label: string): string {
  switch (problem) {
    case "not-a-number":
      return `${label} ignored: enter an amount in dollars, such as 25 or 9.99.`;
    case "too-long":
      return `${label} ignored: at most ${String(MAX_PRICE_LENGTH)} characters.`;
    case "negative":
      return `${label} ignored: a price cannot be negative.`;
    case "min-above-max":
      return "Price range ignored: the min price is above the max price.";
  }
}

let dollarFormat: Intl.NumberFormat | undefined;

/**
 * Made on first use, not when the module loads: this module loads with the URL's parsing
 * at start-up, and a page's first `Intl` formatter costs 14–35 ms here (ICU starting),
 * which landed in the longest start-up task.
 */
function dollars(value: number): string {
  dollarFormat ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    trailingZeroDisplay: "stripIfInteger",
    // Every digit typed: a title rounding 575.689 to $575.69 would name a price it excludes.
    maximumFractionDigits: 20,
  });
  return dollarFormat.format(value);
}

/**
 * The range in words, for the title: "$10 to $50", "from $10", "up to $50"; empty
 * without bounds.
 */
export function describePriceRange({ min, max }: PriceRange): string {
  if (min.value !== null && max.value !== null) {
    return `${dollars(min.value)} to ${dollars(max.value)}`;
  }
  if (min.value !== null) return `from ${dollars(min.value)}`;
  if (max.value !== null) return `up to ${dollars(max.value)}`;
  return "";
}
