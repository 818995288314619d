import type { CatalogEntry, Product } from "./types";

/** The entries of `products`, the first of which is at place `firstPlace` in its catalogue. */
export function catalogOf(products: readonly Product[], firstPlace = 0): CatalogEntry[] {
  return products.map((product, index) => ({
    product,
    nameKey: product.name.toLowerCase(),
    priceValue: Number(product.price),
    place: firstPlace + index,
  }));
}
