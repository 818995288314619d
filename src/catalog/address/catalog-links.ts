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

// Links that reproduce a catalogue, or part of it, written from what the page shows.

/** The brand link keeps the products and language, so that it never swaps a shared catalogue. */
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
  readonly locale: LocaleTag;
  readonly filters: Filters;
  readonly sort: SortOrder;
  readonly page: number;
}

export function sharePath({ count, seed, locale, filters, sort, page }: ShareableState): string {
  const params = withFilters(catalogParams(count, seed, locale), appliedPrices(filters));
  return `/?${withPage(withSort(params, sort), page).toString()}`;
}

/** Leaves out the filters, so that the product is in view; `page` is its page without them. */
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

function catalogParams(count: number, seed: number, locale: LocaleTag): URLSearchParams {
  const params = new URLSearchParams();
  if (count !== PRODUCT_COUNT) params.set("count", String(count));
  params.set("seed", String(seed));
  if (locale !== "en") params.set("locale", locale);
  return params;
}

function applied(bound: PriceParam): PriceParam {
  return bound.cents === null ? NO_PRICE : { ...bound, text: canonicalPrice(bound.cents) };
}

/** Drops the price bounds the range ignores, so that a link passes on no mistake. */
function appliedPrices(filters: Filters): Filters {
  return { ...filters, minPrice: applied(filters.minPrice), maxPrice: applied(filters.maxPrice) };
}

/** Carries each bound as every language reads it, and drops an ignored one (ADR 17). */
export function pricesCarried({ minPrice, maxPrice }: Filters): (readonly [string, string])[] {
  const bounds = [
    ["min", minPrice],
    ["max", maxPrice],
  ] as const;
  return bounds
    .filter(([, bound]) => bound.text !== "")
    .map(([key, bound]) => [key, applied(bound).text] as const);
}
