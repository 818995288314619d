import type { Product } from "./products";

/**
 * A product with its name lower-cased once, when it is made: a search over 100,000
 * products then compares strings instead of lower-casing every name again.
 */
export interface CatalogEntry {
  readonly product: Product;
  readonly nameKey: string;
}

/** Every product of a visit, in the generator's order, each with its search key. */
export type Catalog = readonly CatalogEntry[];

export function catalogOf(products: readonly Product[]): CatalogEntry[] {
  return products.map((product) => ({ product, nameKey: product.name.toLowerCase() }));
}
