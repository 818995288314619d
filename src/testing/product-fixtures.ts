import { catalogOf } from "../catalog/data/catalog";
import { EMPTY_SNAPSHOT, grownSnapshot } from "../catalog/data/catalog-snapshot";
import type { GrowingCatalog } from "../catalog/data/generate-catalog";
import type { Product } from "../catalog/data/types";

/** Hand-written products for tests: known names and categories make assertions exact. */
export function makeProduct(overrides: Partial<Product> & Pick<Product, "name">): Product {
  return {
    // In lower case, as a generated uuid is (parseProductId reads an id so).
    _id: `id-${overrides.name.toLowerCase()}`,
    price: "10.00",
    description: `Description of ${overrides.name}`,
    image: "https://avatars.example.test/1.png",
    category: "Books",
    ...overrides,
  };
}

export const SAMPLE_PRODUCTS: readonly Product[] = [
  makeProduct({ name: "Sleek Cotton Hat", category: "Clothing", price: "25.00" }),
  makeProduct({ name: "Rustic Steel Chair", category: "Home", price: "120.50" }),
  makeProduct({ name: "Small Cotton Gloves", category: "Clothing", price: "9.99" }),
  makeProduct({ name: "Ergonomic Steel Keyboard", category: "Computers", price: "75.00" }),
  makeProduct({ name: "Gorgeous Wooden Table", category: "Home", price: "310.00" }),
];

/** A catalogue already complete, as the workers leave it, of the given products. */
export function completeCatalog(products: readonly Product[]): GrowingCatalog {
  const snapshot = grownSnapshot(EMPTY_SNAPSHOT, catalogOf(products));
  return { total: products.length, subscribe: () => () => undefined, getSnapshot: () => snapshot };
}
