import { catalogOf, EMPTY_SNAPSHOT, grownSnapshot, type Product } from "../catalog/data/model";
import type { GrowingCatalog } from "../catalog/data/worker-pool";

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

/**
 * A catalogue of `products` as workers still at work leave it: only the first `made` of
 * them until `finish` is called, when the rest come at once.
 */
export function growingCatalog(products: readonly Product[], made: number) {
  const all = catalogOf(products);
  let snapshot = grownSnapshot(EMPTY_SNAPSHOT, all.slice(0, made));
  const listeners = new Set<() => void>();
  const store: GrowingCatalog = {
    total: all.length,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  const finish = () => {
    snapshot = grownSnapshot(EMPTY_SNAPSHOT, all);
    for (const listener of listeners) listener();
  };
  return { store, finish };
}
