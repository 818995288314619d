import type { Product } from "./products";

/**
 * A product with its name lower-cased and its price read as a number once, when it is
 * made (in the worker): a search or a sort over 100,000 products then compares strings
 * and numbers instead of converting every product again.
 */
export interface CatalogEntry {
  readonly product: Product;
  readonly nameKey: string;
  /** The price as a number: faker's price is a string, and "9.99" > "10.00" as strings. */
  readonly priceValue: number;
  /**
   * Its place in the catalogue, the generated order: an order computed once for the
   * whole catalogue then applies to any part of it (see `sortProducts`).
   */
  readonly place: number;
}

/** Every product of a visit, in the generator's order, each with its search and sort keys. */
export type Catalog = readonly CatalogEntry[];

/** The entries of `products`, the first of which is at place `firstPlace` in its catalogue. */
export function catalogOf(products: readonly Product[], firstPlace = 0): CatalogEntry[] {
  return products.map((product, index) => ({
    product,
    nameKey: product.name.toLowerCase(),
    priceValue: Number(product.price),
    place: firstPlace + index,
  }));
}
