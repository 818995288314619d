import type { LocaleTag } from "../../i18n/locales";

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
  readonly entries: CatalogEntry[];
}
