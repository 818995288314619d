import type { Formats, Separators } from "../../i18n/formats";
import type { I18n } from "../../i18n/i18n";
import type { Messages } from "../../i18n/messages/en";

/** A bound that cannot be read is ignored, never an error screen, and its field says why. */

/** Far longer than any price. */
export const MAX_PRICE_LENGTH = 20;

export type PriceProblem =
  "not-a-number" | "too-long" | "negative" | "not-whole-cents" | "min-above-max";

export interface PriceBound {
  /** Inclusive; null when there is no bound or it is ignored. */
  readonly value: number | null;
  /** Exact, however large the bound; null when `value` is. */
  readonly cents: bigint | null;
  readonly problem: PriceProblem | null;
  /** Whether the text may mean another amount ("1.000" in Danish or English); the form says so. */
  readonly doubtful: boolean;
}

export interface PriceRange {
  readonly min: PriceBound;
  readonly max: PriceBound;
}

export type NumberWriting = Pick<Formats, "separators">;

const NO_BOUND: PriceBound = { value: null, cents: null, problem: null, doubtful: false };

const ignored = (problem: PriceProblem): PriceBound => ({
  value: null,
  cents: null,
  problem,
  doubtful: false,
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole dollars, grouped by threes or not, then a fraction; a space groups in every language. */
function amountPattern({ decimal, group }: Separators): RegExp {
  const groups = `[${escaped(group)} ]`;
  return new RegExp(
    `^(\\d{1,3}(?:(${groups})\\d{3})(?:\\2\\d{3})*|\\d*)(?:${escaped(decimal)}(\\d*))?$`,
  );
}

/** Ways a visitor used to other languages may write an amount, such as "9.99" in Danish. */
function otherWays({ decimal, group }: Separators): Separators[] {
  const swapped = { decimal: decimal === "," ? "." : ",", group: decimal };
  return decimal === "," && group !== "." ? [swapped, { decimal, group: "." }] : [swapped];
}

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

const LEADING_DOLLAR = /^\$?\s*/;

/** French writes the dollar after the amount ("12,50 $"). */
const TRAILING_DOLLAR = /^([^$]*\d)\s*\$$/;

/** "US$", "$US" and "USD", as some languages write prices, so a price copied from a card reads. */
const DOLLAR_AS_WRITTEN = /US\s*\$|\$\s*US|USD/gi;

/** Hebrew prices carry direction marks ("‏870.60 ‏$"). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** Prefers the page's number format; a text that another way reads differently is doubtful. */
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

export function readPriceBound(typed: string, writing: NumberWriting): PriceBound {
  if (typed === "") return NO_BOUND;
  if (typed.length > MAX_PRICE_LENGTH) return ignored("too-long");
  // NFKC turns full-width digits and signs ("１２", "＄"), which Chinese keyboards type, and
  // no-break spaces into plain ones.
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

/** The bound as the URL keeps it, the same in every language: "1000", "9.99", "12.50". */
export function canonicalPrice(cents: bigint): string {
  const fraction = cents % 100n;
  const whole = String(cents / 100n);
  return fraction === 0n ? whole : `${whole}.${String(fraction).padStart(2, "0")}`;
}

const CANONICAL = /^(\d+)(?:\.(\d\d))?$/;

/** Shows a bound kept as read with the page's decimal separator, so that it reads back the same. */
export function priceFieldText(bound: string, writing: NumberWriting): string {
  const canonical = CANONICAL.exec(bound);
  if (canonical?.[2] === undefined) return bound;
  return `${canonical[1] ?? ""}${writing.separators.decimal}${canonical[2]}`;
}

/** Writes a readable amount as read, so that a link means the same in every language. */
export function priceParam(text: string, writing: NumberWriting): string {
  const { cents } = readPriceBound(text, writing);
  return cents === null ? text : canonicalPrice(cents);
}

/** A minimum above the maximum ignores both bounds, since either may be the mistake. */
export function readPriceRange(min: string, max: string, writing: NumberWriting): PriceRange {
  const range = { min: readPriceBound(min, writing), max: readPriceBound(max, writing) };
  // Compares cents: as numbers, two different bounds of twenty digits can be equal.
  if (range.min.cents !== null && range.max.cents !== null && range.min.cents > range.max.cents) {
    return { min: ignored("min-above-max"), max: ignored("min-above-max") };
  }
  return range;
}

export interface PriceParam extends PriceBound {
  readonly text: string;
}

export const NO_PRICE: PriceParam = { ...NO_BOUND, text: "" };

export function readPriceParams(
  min: string,
  max: string,
  writing: NumberWriting,
): { readonly min: PriceParam; readonly max: PriceParam } {
  const range = readPriceRange(min, max, writing);
  return { min: { ...range.min, text: min }, max: { ...range.max, text: max } };
}

/** An unreadable price (NaN) is in the range only when the range has no bounds. */
export function inPriceRange(price: number, { min, max }: PriceRange): boolean {
  return (min.value === null || price >= min.value) && (max.value === null || price <= max.value);
}

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

/** The exact decimal that `Intl.NumberFormat` formats without rounding ("1299.50"). */
const decimalOf = (cents: bigint): `${number}` =>
  `${String(cents / 100n)}.${String(cents % 100n).padStart(2, "0")}` as `${number}`;

/** Says which amount a doubtful bound was read as, cents included, so the decimal mark shows. */
export function priceReadingMessage(
  { cents, doubtful }: PriceBound,
  label: string,
  { messages: { price }, formats }: Pick<I18n, "messages" | "formats">,
): string | null {
  return cents !== null && doubtful ? price.readAs(label, formats.amount(decimalOf(cents))) : null;
}

export interface PriceLine {
  readonly text: string;
  /** Whether it says why the bound is ignored, rather than how it was read. */
  readonly problem: boolean;
}

/** `together` when one reason covers both fields (a minimum above the maximum). */
export interface PriceLines {
  readonly min: PriceLine | null;
  readonly max: PriceLine | null;
  readonly together: boolean;
}

/** Says nothing of a field whose sent text is gone (`null`): it would be about other text. */
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

/** Each line's words once, for the announcement to say before the result's count. */
export function priceLinesSaid({ min, max, together }: PriceLines): string {
  const said = together ? [min ?? max] : [min, max];
  return said.flatMap((line) => (line ? [line.text] : [])).join(" ");
}

/** Formats each bound from its exact decimal, as a twenty-digit bound would round as a number. */
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
