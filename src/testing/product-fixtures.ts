import { type NumberWriting, readPriceParams } from "../catalog/address/price-range";
import {
  catalogOf,
  type ChunkRequest,
  type ChunkResult,
  EMPTY_SNAPSHOT,
  grownSnapshot,
  type Product,
} from "../catalog/data/model";
import type { ChunkWorker, GrowingCatalog } from "../catalog/data/worker-pool";
import { formatsOf } from "../i18n/formats";

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

/**
 * jsdom has no workers. This stand-in answers the product worker's requests on this
 * thread, with the worker's own `answerChunk`, asynchronously as a worker does; `delay`
 * lets a test make some answers come later than others. It stands in for `Worker` too
 * (the page's `new Worker(url)`), whose arguments it ignores.
 */
export class InThreadWorker implements ChunkWorker {
  onmessage: ((event: MessageEvent<ChunkResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** How long the answer to a request takes, in ms. */
  delay: (request: ChunkRequest) => number = () => 0;

  postMessage(request: ChunkRequest): void {
    setTimeout(() => {
      void import("../catalog/data/product-worker").then(async ({ answerChunk }) => {
        const data = await answerChunk(request);
        if (!this.terminated) this.onmessage?.(new MessageEvent("message", { data }));
      });
    }, this.delay(request));
  }

  terminate(): void {
    this.terminated = true;
  }
}

/**
 * Price bounds as an address's filters hold them, each read from its text as a page that
 * writes numbers as `writing` says reads it (English by default), to spread into filters.
 */
export function priced(min: string, max: string, writing: NumberWriting = formatsOf("en")) {
  const { min: minPrice, max: maxPrice } = readPriceParams(min, max, writing);
  return { minPrice, maxPrice };
}
