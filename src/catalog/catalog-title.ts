import type { Filters } from "./catalog-params";
import { resultMessage } from "./result-message";

/**
 * The catalogue's part of the document title: "All Products" without filters, else what
 * was asked for and how many match ("“chair” in Home – 3 products").
 */
export function catalogTitle({ query, category }: Filters, count: number): string {
  if (query === "" && category === "") return "All Products";
  const asked = [query && `“${query}”`, category].filter((part) => part !== "").join(" in ");
  return `${asked} – ${resultMessage(count)}`;
}
