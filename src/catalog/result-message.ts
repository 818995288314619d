const plural = new Intl.PluralRules("en");
const countFormat = new Intl.NumberFormat("en");

/** What the live region says once a filter change has settled. */
export function resultMessage(count: number): string {
  if (count === 0) return "No Product Found";
  return `${countFormat.format(count)} ${plural.select(count) === "one" ? "product" : "products"}`;
}
