import { useMemo } from "react";
import type { Compare } from "../../i18n/formats";
import { useI18n } from "../../i18n/i18n";
import type { LocaleTag } from "../../i18n/locales";
import type { Messages } from "../../i18n/messages/en";
import { foldForSearch } from "../../i18n/search-fold";
import { type Filters, SORT_ORDERS, type SortOrder } from "../address/catalog-address";
import { inPriceRange } from "../address/price-range";
import type { Catalog, Product, ProductEntry, ProductsSoFar } from "../data/model";

/**
 * Matches names by substring on folded text, never by RegExp, so "(" or ".*" mean
 * themselves. A price bound the page cannot read is ignored.
 */
export function filterCatalog(catalog: Catalog, filters: Filters, locale: LocaleTag): Catalog {
  const needle = foldForSearch(filters.query, locale);
  const range = { min: filters.minPrice, max: filters.maxPrice };
  // With no criterion, returns the catalogue itself, not a copy made again as it grows (ADR 8).
  if (
    filters.category === "" &&
    needle === "" &&
    range.min.value === null &&
    range.max.value === null
  )
    return catalog;
  const shown: ProductEntry[] = [];
  for (const entry of catalog) {
    if (
      (filters.category === "" || entry.product.category === filters.category) &&
      (needle === "" || entry.nameKey.includes(needle)) &&
      inPriceRange(entry.priceValue, range)
    )
      shown.push(entry);
  }
  return shown;
}

/** No collator here: making one is a long task while the first page renders (ADR 12). */
function alphabetical(a: string, b: string): number {
  const [keyA, keyB] = [a.toLowerCase(), b.toLowerCase()];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The chosen category stays listed even when nothing matches, so the dropdown always shows
 * the state behind the page.
 */
export function categoriesOf(
  entries: readonly ProductEntry[],
  selected: string,
  whole: ProductsSoFar,
  compare: Compare | null,
): string[] {
  const categories = new Set(
    entries === whole.entries ? whole.categories : entries.map(({ product }) => product.category),
  );
  if (selected !== "") categories.add(selected);
  return [...categories].sort(compare ?? alphabetical);
}

/** A category from a link may match no product exactly (" Books", "books"). */
export function isCategoryOf(catalog: Catalog, category: string): boolean {
  return catalog.some(({ product }) => product.category === category);
}

/** Keeps its spaces, which titles and options collapse, so " Books" never reads as "Books". */
export function quotedUnknownCategory(category: string, { catalog }: Messages): string {
  return catalog.quoted(category.replace(/\s/g, "\u00a0"));
}

/** Caps the counting sort's table, and so the highest price it ranks apart. */
const MAX_RANKS = 2 ** 20;

type RankedOrder = Exclude<SortOrder, "featured">;

interface Ranking {
  readonly rankOf: (entry: ProductEntry) => number;
  readonly rankCount: number;
}

/**
 * A counting sort, where equal ranks keep the generated order. It beats the native sorts
 * on a large catalogue (BENCHMARKS.md).
 */
function placesByRank(catalog: Catalog, { rankOf, rankCount }: Ranking): Uint32Array {
  const ranks = new Uint32Array(catalog.length);
  const starts = new Uint32Array(rankCount + 1);
  catalog.forEach((entry, place) => {
    const rank = rankOf(entry);
    ranks[place] = rank;
    starts[rank + 1] = (starts[rank + 1] ?? 0) + 1;
  });
  for (let rank = 1; rank <= rankCount; rank += 1) {
    starts[rank] = (starts[rank] ?? 0) + (starts[rank - 1] ?? 0);
  }
  const places = new Uint32Array(catalog.length);
  for (let place = 0; place < catalog.length; place += 1) {
    const rank = ranks[place] ?? 0;
    const at = starts[rank] ?? 0;
    places[at] = place;
    starts[rank] = at + 1;
  }
  return places;
}

/** Ranks by whole cents; a price beyond the table, or not a number, ranks highest. */
function centsOf({ priceValue }: ProductEntry): number {
  const cents = Math.round(priceValue * 100);
  return cents >= 0 && cents < MAX_RANKS - 1 ? cents : MAX_RANKS - 1;
}

/** Sized to the catalogue's highest price, so the table is no larger. */
function priceRanking(catalog: Catalog, descending: boolean): Ranking {
  let highest = 0;
  for (const entry of catalog) highest = Math.max(highest, centsOf(entry));
  return {
    rankOf: descending ? (entry) => highest - centsOf(entry) : centsOf,
    rankCount: highest + 1,
  };
}

/** Sorts only the distinct names, since the generator repeats names often. */
function nameRanking(catalog: Catalog, compare: Compare | null): Ranking {
  const distinct = [...new Set(catalog.map(({ nameKey }) => nameKey))];
  const names = compare ? distinct.sort(compare) : distinct.sort();
  const ranks = new Map(names.map((name, rank) => [name, rank]));
  return { rankOf: ({ nameKey }) => ranks.get(nameKey) ?? 0, rankCount: ranks.size };
}

const RANKINGS: Readonly<
  Record<RankedOrder, (catalog: Catalog, compare: Compare | null) => Ranking>
> = {
  "price-asc": (catalog) => priceRanking(catalog, false),
  "price-desc": (catalog) => priceRanking(catalog, true),
  "name-asc": nameRanking,
};

const ordersOf = new WeakMap<Catalog, Map<RankedOrder, Uint32Array>>();

/**
 * Computed once per catalogue and order. The route computes a large catalogue's orders
 * ahead, so no visitor's sort waits.
 */
export function catalogOrder(
  catalog: Catalog,
  order: RankedOrder,
  compare: Compare | null,
): Uint32Array {
  let orders = ordersOf.get(catalog);
  if (!orders) {
    orders = new Map();
    ordersOf.set(catalog, orders);
  }
  let places = orders.get(order);
  if (!places) {
    places = placesByRank(catalog, RANKINGS[order](catalog, compare));
    orders.set(order, places);
  }
  return places;
}

export const RANKED_ORDERS: readonly RankedOrder[] = SORT_ORDERS.filter(
  (order): order is RankedOrder => order !== "featured",
);

/**
 * Walks the catalogue's cached order and keeps the products in `entries`. No comparison
 * runs, and equal ranks keep the generated order.
 */
export function sortProducts(
  entries: readonly ProductEntry[],
  order: SortOrder,
  whole: ProductsSoFar,
  compare: Compare | null,
): readonly Product[] {
  if (order === "featured") {
    return entries === whole.entries ? whole.products : entries.map(({ product }) => product);
  }
  const catalog = whole.entries;
  const shown = new Uint8Array(catalog.length);
  for (const { place } of entries) shown[place] = 1;
  const places = catalogOrder(catalog, order, compare);
  const sorted: Product[] = [];
  for (let at = 0; at < places.length; at += 1) {
    const place = places[at] ?? 0;
    const entry = catalog[place];
    if (shown[place] === 1 && entry) sorted.push(entry.product);
  }
  return sorted;
}

/**
 * Each value is memoized, so a result computed under the loading step is not computed again
 * when it shows. Before `ready`, any category counts as existing.
 */
export function useShownProducts(
  snapshot: ProductsSoFar,
  filters: Filters,
  sort: SortOrder,
  ready: boolean,
) {
  const { locale, formats } = useI18n();
  const { tag } = locale;
  const { compare } = formats;
  const { entries } = snapshot;
  const matching = useMemo(() => filterCatalog(entries, filters, tag), [entries, filters, tag]);
  const shown = useMemo(
    () => sortProducts(matching, sort, snapshot, compare),
    [matching, sort, snapshot, compare],
  );
  const categories = useMemo(
    () => categoriesOf(matching, filters.category, snapshot, compare),
    [matching, filters, snapshot, compare],
  );
  const categoryExists = useMemo(
    () => !ready || filters.category === "" || isCategoryOf(entries, filters.category),
    [ready, entries, filters],
  );
  return { shown, categories, categoryExists };
}
