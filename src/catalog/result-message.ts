import { formatCount } from "./format-count";

let plural: Intl.PluralRules | undefined;

/**
 * "product" or "products", as English's plural rules choose for `count`. A whole count is
 * singular only at 1 or -1, which needs no `Intl.PluralRules`: none is made while the page
 * starts (ADR 12), and only a fraction (which the rules round first) makes one.
 */
function productNoun(count: number): string {
  if (Number.isSafeInteger(count)) return Math.abs(count) === 1 ? "product" : "products";
  plural ??= new Intl.PluralRules("en");
  return plural.select(count) === "one" ? "product" : "products";
}

/** What the live region says once a filter change has settled. */
export function resultMessage(count: number): string {
  if (count === 0) return "No Product Found";
  return `${formatCount(count)} ${productNoun(count)}`;
}
