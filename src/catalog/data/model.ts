import type { LocaleTag } from "../../i18n/locales";
import { foldForSearch } from "../../i18n/search-fold";

/**
 * The data model of a visit's products, types only: the generator, the worker, the
 * catalogue and the page all import it, so none of them needs to import another for a
 * type (and no import cycle can run through the types).
 */

export interface Product {
  /** A uuid. */
  readonly _id: string;
  readonly name: string;
  /** Kept as faker gives it ("123.00"): the spec's data model says string. */
  readonly price: string;
  readonly description: string;
  /** Avatar image URL. */
  readonly image: string;
  /** A commerce department name. */
  readonly category: string;
}

/**
 * A product with its name folded for search (`foldForSearch`) and its price read as a
 * number once, when it is made (in the worker): a search or a sort over 100,000 products
 * then compares strings and numbers instead of converting every product again.
 */
export interface ProductEntry {
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
export type Catalog = readonly ProductEntry[];

/**
 * What a worker is asked for: chunk `index` of the catalogue seeded with `seed`, in the
 * language `locale`.
 */
export interface ChunkRequest {
  readonly seed: number;
  readonly index: number;
  readonly size: number;
  readonly locale: LocaleTag;
}

/** What a worker answers: the chunk's products, each with its search key. */
export interface ChunkResult {
  readonly index: number;
  readonly entries: ProductEntry[];
}

/**
 * How a catalogue is cut for generation: chunks of a fixed size, each made from its own
 * seed, so that the products depend only on the count and the seed, never on how many
 * workers make them or in what order they finish. Small enough that the first cards of
 * 100,000 come after one chunk; receiving one (structured-clone decoding on the main
 * thread) stays a short task.
 */
export const CHUNK_SIZE = 1_000;

export function chunkCount(count: number): number {
  return Math.ceil(count / CHUNK_SIZE);
}

/** What identifies a catalogue: its size, its seed and its language. */
export interface GenerationSpec {
  readonly count: number;
  readonly seed: number;
  readonly locale: LocaleTag;
}

export function chunkRequest({ count, seed, locale }: GenerationSpec, index: number): ChunkRequest {
  return { seed, index, size: Math.min(CHUNK_SIZE, count - index * CHUNK_SIZE), locale };
}

/**
 * The seed of one chunk: the catalogue's seed and the chunk's index mixed (MurmurHash3's
 * 32-bit finaliser), so neighbouring seeds and chunks give unrelated sequences.
 */
export function chunkSeed(seed: number, index: number): number {
  let hash = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * What the page reads of a catalogue, complete or still being made: its products, and
 * what the page would otherwise derive from all of them again each time it grows.
 */
export interface ProductsSoFar {
  /** The products made so far, in the catalogue's order. */
  readonly entries: Catalog;
  /** The products of `entries`, in the same order: the generated order, as shown. */
  readonly products: readonly Product[];
  /** The distinct categories of `entries`. */
  readonly categories: ReadonlySet<string>;
  /** Set when a worker failed after the first products were shown. */
  readonly error: Error | null;
}

export const EMPTY_SNAPSHOT: ProductsSoFar = {
  entries: [],
  products: [],
  categories: new Set(),
  error: null,
};

/**
 * `snapshot` with `added` at its end. Only the added products are looked at, so a
 * catalogue that grows a hundred times is not gone through a hundred times.
 */
export function grownSnapshot(snapshot: ProductsSoFar, added: readonly ProductEntry[]) {
  let categories: Set<string> | undefined;
  for (const { product } of added) {
    if ((categories ?? snapshot.categories).has(product.category)) continue;
    categories ??= new Set(snapshot.categories);
    categories.add(product.category);
  }
  return {
    entries: snapshot.entries.concat(added),
    products: snapshot.products.concat(added.map(({ product }) => product)),
    categories: categories ?? snapshot.categories,
    error: null,
  } satisfies ProductsSoFar;
}

/**
 * The entries of `products`, written in `locale`, the first of which is at place
 * `firstPlace` in its catalogue.
 */
export function catalogOf(
  products: readonly Product[],
  firstPlace = 0,
  locale: LocaleTag = "en",
): ProductEntry[] {
  return products.map((product, index) => ({
    product,
    nameKey: foldForSearch(product.name, locale),
    priceValue: Number(product.price),
    place: firstPlace + index,
  }));
}
