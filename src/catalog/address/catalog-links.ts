import { PRODUCT_COUNT } from "../../constants";
import type { LocaleTag } from "../../i18n/locales";
import {
  type Filters,
  type SortOrder,
  withFilters,
  withPage,
  withProduct,
  withSort,
} from "./catalog-address";
import { canonicalPrice, NO_PRICE, type PriceParam } from "./price-range";

// Links that reproduce a catalogue, or part of it, written from what the page shows: the
// brand link, Share, a product's Copy link, and what a change of language carries.

/**
 * The catalogue this URL shows, in its language, without its filters or its open product:
 * where the brand link goes, so that it never swaps a shared catalogue for another.
 */
export function catalogHome(params: URLSearchParams): string {
  const home = new URLSearchParams();
  for (const key of ["count", "seed", "locale"]) {
    const value = params.get(key);
    if (value !== null) home.set(key, value);
  }
  return home.size === 0 ? "/" : `/?${home.toString()}`;
}

interface ShareableState {
  readonly count: number;
  readonly seed: number;
  /** The page's language. */
  readonly locale: LocaleTag;
  readonly filters: Filters;
  readonly sort: SortOrder;
  /** The page shown, from 1. */
  readonly page: number;
}

/**
 * The path of a link that reproduces the catalogue: its size, its seed, its language, its
 * filters, its order and the page shown.
 */
export function sharePath({ count, seed, locale, filters, sort, page }: ShareableState): string {
  const params = withFilters(catalogParams(count, seed, locale), appliedPrices(filters));
  return `/?${withPage(withSort(params, sort), page).toString()}`;
}

/**
 * The path of a link that reopens one product's details: the catalogue's size, seed and
 * language, which make that product again, the page it is on without filters (`page`,
 * from 1), and its id; no filters, so the product is in view.
 */
export function productPath(
  count: number,
  seed: number,
  locale: LocaleTag,
  productId: string,
  page: number,
): string {
  const params = withPage(catalogParams(count, seed, locale), page);
  return `/?${withProduct(params, productId).toString()}`;
}

/**
 * The parameters that make these products again: the count when not the default, the
 * seed, and the language when not English.
 */
function catalogParams(count: number, seed: number, locale: LocaleTag): URLSearchParams {
  const params = new URLSearchParams();
  if (count !== PRODUCT_COUNT) params.set("count", String(count));
  params.set("seed", String(seed));
  if (locale !== "en") params.set("locale", locale);
  return params;
}

/** A bound as the range applies it, written the same in every language; none for one it ignores. */
function applied(bound: PriceParam): PriceParam {
  return bound.cents === null ? NO_PRICE : { ...bound, text: canonicalPrice(bound.cents) };
}

/**
 * The filters with the price bounds the range applies, written the same in every
 * language, and without one it ignores: a link passes on no mistake.
 */
function appliedPrices(filters: Filters): Filters {
  return { ...filters, minPrice: applied(filters.minPrice), maxPrice: applied(filters.maxPrice) };
}

/**
 * The price bounds of an address's `filters` as a change of language carries them (ADR
 * 17), each as the page applies it, written as every language reads it ("1.000" in Danish
 * goes as "1000"); empty for one the page ignores, which the change takes out rather than
 * let another language read it as some amount.
 */
export function pricesCarried({ minPrice, maxPrice }: Filters): (readonly [string, string])[] {
  const bounds = [
    ["min", minPrice],
    ["max", maxPrice],
  ] as const;
  return bounds
    .filter(([, bound]) => bound.text !== "")
    .map(([key, bound]) => [key, applied(bound).text] as const);
}
