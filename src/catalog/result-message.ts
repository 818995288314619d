import { formatCount } from "./format-count";

const plural = new Intl.PluralRules("en");

/** What the live region says once a filter change has settled. */
export function resultMessage(count: number): string {
  if (count === 0) return "No Product Found";
  return `${formatCount(count)} ${plural.select(count) === "one" ? "product" : "products"}`;
}
