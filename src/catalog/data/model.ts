import type { LocaleTag } from "../../i18n/locales";
import { foldForSearch } from "../../i18n/search-fold";

/** Shared by the generator, the worker and the page, so that none of them imports another. */

export interface Product {
  readonly _id: string;
  readonly name: string;
  /** Kept as faker gives it ("123.00"), since the spec's data model says string. */
  readonly price: string;
  readonly description: string;
  readonly image: string;
  readonly category: string;
}

/** Search and sort keys are computed once in the worker, never again per search or sort. */
export interface ProductEntry {
  readonly product: Product;
  readonly nameKey: string;
  /** Faker's price is a string, and "9.99" > "10.00" as strings. */
  readonly priceValue: number;
  /** Its place in the generated order, so that one sort of the catalogue orders any part. */
  readonly place: number;
}

export type Catalog = readonly ProductEntry[];

export interface ChunkRequest {
  readonly seed: number;
  readonly index: number;
  readonly size: number;
  readonly locale: LocaleTag;
}

export interface ChunkResult {
  readonly index: number;
  readonly entries: ProductEntry[];
}

/** Each chunk has its own seed, so the products never depend on how many workers make them. */
export const CHUNK_SIZE = 1_000;

export function chunkCount(count: number): number {
  return Math.ceil(count / CHUNK_SIZE);
}

export interface GenerationSpec {
  readonly count: number;
  readonly seed: number;
  readonly locale: LocaleTag;
}

export function chunkRequest({ count, seed, locale }: GenerationSpec, index: number): ChunkRequest {
  return { seed, index, size: Math.min(CHUNK_SIZE, count - index * CHUNK_SIZE), locale };
}

/** Mixes both with MurmurHash3's finaliser, so that neighbouring seeds give unrelated products. */
export function chunkSeed(seed: number, index: number): number {
  let hash = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A catalogue so far, with what the page would otherwise derive again each time it grows. */
export interface ProductsSoFar {
  readonly entries: Catalog;
  readonly products: readonly Product[];
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

/** Looks only at the added products, so that a growing catalogue is not gone through again. */
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

/** `firstPlace` is the first product's place in its catalogue. */
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
