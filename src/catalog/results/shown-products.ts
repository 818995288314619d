import { useMemo } from "react";
import type { Compare } from "../../i18n/formats";
import { useI18n } from "../../i18n/i18n";
import type { LocaleTag } from "../../i18n/locales";
import type { Messages } from "../../i18n/messages/en";
import { foldForSearch } from "../../i18n/search-fold";
import { type Filters, SORT_ORDERS, type SortOrder } from "../address/catalog-address";
import { inPriceRange } from "../address/price-range";
import type { Catalog, Product, ProductEntry, ProductsSoFar } from "../data/model";

// What the URL shows of the visit's catalogue: which products (the filters), in which
// order, and the category dropdown's options.

/**
 * Every criterion must hold. The price range is inclusive, as the address's bounds were
 * read (a bound the page cannot read is ignored). The name match is a literal substring match
 * but for what `foldForSearch` folds in `locale`, the catalogue's language (case, Hebrew's
 * points, how an apostrophe was typed): `includes` on names folded once, never a RegExp,
 * so "(" or ".*" mean themselves.
 */
export function filterCatalog(catalog: Catalog, filters: Filters, locale: LocaleTag): Catalog {
  const needle = foldForSearch(filters.query, locale);
  const range = { min: filters.minPrice, max: filters.maxPrice };
  // No criterion (always so while a catalogue grows, ADR 8): the catalogue itself, not a
  // copy made again each time it grows.
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

/**
 * A to Z ignoring case, then by code unit so that the order is total: for the
 * generator's English categories, the alphabet's order. A collator would give the same
 * order but be the page's first, a long task, while the first page renders (ADR 12).
 */
function alphabetical(a: string, b: string): number {
  const [keyA, keyB] = [a.toLowerCase(), b.toLowerCase()];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The dropdown's options: the distinct categories of the displayed list, sorted by
 * `compare`, the language's (English's alphabet without one). The chosen category stays
 * listed even when nothing is displayed, so the control always shows the state that
 * produced the page. `whole` is the visit's catalogue: when the list is all of it, its
 * categories are already known.
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

/**
 * Whether any product of the catalogue is in `category`, exactly: one from a link may
 * name none (" Books", "books"), and the dropdown then says so.
 */
export function isCategoryOf(catalog: Catalog, category: string): boolean {
  return catalog.some(({ product }) => product.category === category);
}

/**
 * A category no product has, written as it is applied: in quotes, with its spaces kept
 * (a title or an option's text collapses them, so " Books" would read as "Books").
 */
export function quotedUnknownCategory(category: string, { catalog }: Messages): string {
  return catalog.quoted(category.replace(/\s/g, "\u00a0"));
}

/** The most ranks a counting sort takes: its table of 4 MiB, for prices up to $10,485. */
const MAX_RANKS = 2 ** 20;

/** The orders other than the generated one. */
type RankedOrder = Exclude<SortOrder, "featured">;

interface Ranking {
  readonly rankOf: (entry: ProductEntry) => number;
  readonly rankCount: number;
}

/**
 * The places of the catalogue's products ordered by a whole-number rank each, below
 * `rankCount`, equal ranks in the generated order: a counting sort, two passes over the
 * products and one over the ranks, with no comparison at all, which beats a typed
 * array's native sort and `toSorted` with a comparator on a large catalogue
 * (BENCHMARKS.md).
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

/**
 * A price's rank: whole cents, so 9.99 comes before 25.00 (as text it would not). The
 * generator's prices are 1 to 1,000 dollars; from $10,485.75 up, and for a price that is
 * no number, every price counts as the highest.
 */
function centsOf({ priceValue }: ProductEntry): number {
  const cents = Math.round(priceValue * 100);
  return cents >= 0 && cents < MAX_RANKS - 1 ? cents : MAX_RANKS - 1;
}

/** Prices ranked by cents, up to the highest of the catalogue, so the table is no larger. */
function priceRanking(catalog: Catalog, descending: boolean): Ranking {
  let highest = 0;
  for (const entry of catalog) highest = Math.max(highest, centsOf(entry));
  return {
    rankOf: descending ? (entry) => highest - centsOf(entry) : centsOf,
    rankCount: highest + 1,
  };
}

/**
 * Names ranked by their place among the catalogue's distinct names, lower-cased, by
 * `compare` or, for English, in code-unit order (A to Z for the generator's English
 * names). The generator repeats names often, so only the distinct ones are sorted.
 */
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

/** Each catalogue's orders, each computed once: the places of its products in that order. */
const ordersOf = new WeakMap<Catalog, Map<RankedOrder, Uint32Array>>();

/**
 * The places of the catalogue's products in `order`, names ordered by `compare` (its
 * language's), computed the first time they are asked for. For a large catalogue that is
 * a task of its own: the route asks for each order once the catalogue is complete, so that
 * no visitor's sort waits for it.
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

/** The orders `catalogOrder` computes ahead: every sort order but the generated one. */
export const RANKED_ORDERS: readonly RankedOrder[] = SORT_ORDERS.filter(
  (order): order is RankedOrder => order !== "featured",
);

/**
 * The products of `entries`, part of the visit's catalogue `whole`, in `order`: the
 * catalogue's order, taking the products that are in `entries`. Two passes of whole
 * numbers, with no comparison and no string lookup; products that rank equal keep the
 * generated order. "featured" is the generated order itself.
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
 * What the page shows of the visit's catalogue (`snapshot`, the products made so far) for
 * `filters` and `sort`, in the page's language: the matching products in order, the
 * category dropdown's options, and whether the category asked for is one a product has.
 * Each is computed again only when what it depends on changes, so that a filter change's
 * result, computed under the loading step, is not computed again when it shows. `ready`:
 * whether the products are there; before, a category is taken as the address names it.
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
