import { PRODUCT_COUNT } from "../../constants";
import {
  MAX_PRICE_LENGTH,
  NO_PRICE,
  type NumberWriting,
  priceParam,
  type PriceParam,
  readPriceParams,
} from "./price-range";

/**
 * The catalogue's state in the URL, read defensively: a bad value is never an error a
 * visitor sees; it falls back to the default.
 *
 * - `count`: 1 to 100,000 products (default 12)
 * - `seed`: a whole number from 0 to 4,294,967,295 that makes the products reproducible
 *   (default: a random seed, so a reload gives new products)
 * - `q`: the name search; `category`: the exact category (default: no filter)
 * - `min`, `max`: the price range in dollars, inclusive: "1000", "9.99" as the form and
 *   Share write them, or as typed in the page's language (read once with the address, by
 *   `readPriceParams`; a bound it cannot read is ignored, and kept as typed)
 * - `sort`: `price-asc`, `price-desc` or `name-asc` (default: the generated order)
 * - `product`: the id of the product whose details are open
 * - `page`: the page of a list long enough to come in pages, from 1 (default 1); a page
 *   beyond the list's last is page 1 too
 */

export const MAX_PRODUCT_COUNT = 100_000;

/**
 * The longest search the box takes and a URL carries: far beyond any product name, and
 * short enough that a link with it never outgrows what servers accept (a 20,000-character
 * search made links that failed with HTTP 431).
 */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEED = 2 ** 32 - 1;

export interface Filters {
  /** Name search; empty means no filtering on the name. */
  readonly query: string;
  /** Exact category; empty means every category. */
  readonly category: string;
  /**
   * The price range's bounds: each as the URL has it ("1000", "9.99", or as typed), so
   * that a field shows what was asked for, and as the page reads it, in dollars or with
   * why it is ignored; an empty text means no bound.
   */
  readonly minPrice: PriceParam;
  readonly maxPrice: PriceParam;
}

export const NO_FILTERS: Filters = {
  query: "",
  category: "",
  minPrice: NO_PRICE,
  maxPrice: NO_PRICE,
};

/** Each filter and the URL parameter that holds it. */
const FILTER_PARAMS = [
  ["query", "q"],
  ["category", "category"],
  ["minPrice", "min"],
  ["maxPrice", "max"],
] as const satisfies readonly (readonly [keyof Filters, string])[];

/** A filter's text, as the URL holds it. */
function textOf(filters: Filters, filter: keyof Filters): string {
  const value = filters[filter];
  return typeof value === "string" ? value : value.text;
}

/** Whether two addresses filter alike: the same texts (a price is read from its text). */
export function sameFilters(a: Filters, b: Filters): boolean {
  return FILTER_PARAMS.every(([filter]) => textOf(a, filter) === textOf(b, filter));
}

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

export function parseCount(params: URLSearchParams): number {
  return wholeNumber(params.get("count"), 1, MAX_PRODUCT_COUNT) ?? PRODUCT_COUNT;
}

export function parseSeed(params: URLSearchParams): number | null {
  return wholeNumber(params.get("seed"), 0, MAX_SEED);
}

/**
 * Text without the spaces and the characters that show nothing (zero-width space and
 * joiners, direction marks, soft hyphen, Hangul filler: Unicode's default ignorables) at
 * its ends: a search of only those would look empty and find nothing.
 */
function trimmed(text: string): string {
  return text.replace(/^[\s\p{DI}]+|[\s\p{DI}]+$/gu, "");
}

/**
 * A text field's value as the field would show it, in the order it is searched by: text
 * fields strip line breaks from their value, so "a\nn" in a link would show "an" and
 * filter by something else. Bidi embeddings, overrides and isolates go too: "\u202eevil"
 * would show "live", match no product, and reverse the title after it. Trimmed.
 */
export function asFieldShowsIt(raw: string | null): string {
  return trimmed((raw ?? "").replace(/[\r\n\u202a-\u202e\u2066-\u2069]/g, ""));
}

let characterBreaks: Intl.Segmenter | undefined;

/**
 * The text's characters as a reader sees them (grapheme clusters: an emoji, a letter and
 * its accents), so that a cut never leaves half of one. The segmenter is made on first
 * use, as only an over-long value needs it (see `dollars` in price-range.ts).
 */
function* charactersOf(text: string): Generator<string> {
  characterBreaks ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  for (const { segment } of characterBreaks.segment(text)) yield segment;
}

/** The text's first whole characters that fit in `maxLength` UTF-16 code units, as `maxLength` on a field counts. */
function cutToFit(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let cut = "";
  for (const character of charactersOf(text)) {
    if (cut.length + character.length > maxLength) break;
    cut += character;
  }
  return cut;
}

/**
 * A price bound of the URL as its field shows it: one whole character beyond what is read
 * at most, so that a longer one is said to be too long rather than cut into another
 * amount, and a link never grows with it.
 */
function priceBoundIn(raw: string | null): string {
  const bound = asFieldShowsIt(raw);
  if (bound.length <= MAX_PRICE_LENGTH) return bound;
  return [...charactersOf(bound)].slice(0, MAX_PRICE_LENGTH + 1).join("");
}

/** The filters of `params` that are words: the name search and the category. */
export function parseWordFilters(params: URLSearchParams): Pick<Filters, "query" | "category"> {
  return {
    query: trimmed(cutToFit(asFieldShowsIt(params.get("q")), MAX_SEARCH_LENGTH)),
    category: params.get("category") ?? "",
  };
}

/** The filters of `params`, the price bounds read as the page, which writes numbers as `writing` says, reads them. */
export function parseFilters(params: URLSearchParams, writing: NumberWriting): Filters {
  const prices = readPriceParams(
    priceBoundIn(params.get("min")),
    priceBoundIn(params.get("max")),
    writing,
  );
  return { ...parseWordFilters(params), minPrice: prices.min, maxPrice: prices.max };
}

/**
 * The page shown of a list of `pageCount` pages, from 1: the one the URL asks for, or the
 * first for a bad value (0, -1, "abc", "1e3", too long) or a page the list does not have.
 */
export function parsePage(params: URLSearchParams, pageCount: number): number {
  return wholeNumber(params.get("page"), 1, pageCount) ?? 1;
}

/** `params` on page `page`: the first page is left out of the URL. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}

/** The orders a visitor can sort by; "featured" is the generated order. */
export const SORT_ORDERS = ["featured", "price-asc", "price-desc", "name-asc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = "featured";

function isSortOrder(raw: string | null): raw is SortOrder {
  return SORT_ORDERS.some((order) => order === raw);
}

export function parseSort(params: URLSearchParams): SortOrder {
  const raw = params.get("sort");
  return isSortOrder(raw) ? raw : DEFAULT_SORT;
}

/**
 * `params` with the order written in: the default order is left out of the URL. Another
 * order is another list, which starts at its first page.
 */
export function withSort(params: URLSearchParams, sort: SortOrder): URLSearchParams {
  const next = withPage(params, 1);
  if (sort === DEFAULT_SORT) next.delete("sort");
  else next.set("sort", sort);
  return next;
}

/** The open product's id, in lower case as made: a UUID is the same in either case. */
export function parseProductId(params: URLSearchParams): string | null {
  return params.get("product")?.toLowerCase() || null;
}

/**
 * `params` with the filters written in: an empty filter is left out of the URL. Other
 * filters make another list, which starts at its first page.
 */
export function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = withPage(params, 1);
  for (const [filter, key] of FILTER_PARAMS) {
    const value = textOf(filters, filter);
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The parameters whose text is a price, written as read (`priceParam`). */
const PRICE_PARAMS = new Set(["min", "max"]);

/**
 * `params` with a submitted form's fields written over them, each as its field shows it
 * (`asFieldShowsIt`), a price bound that reads as read in the page's `writing`, the same
 * in every language; an empty field takes its parameter out of the URL. The open product
 * goes: a search opens none. A search starts at the first page, as every filter does.
 */
export function withFormFields(
  params: URLSearchParams,
  fields: FormData,
  writing: NumberWriting,
): URLSearchParams {
  const next = withPage(params, 1);
  next.delete("product");
  for (const [name, value] of fields) {
    const text = typeof value === "string" ? asFieldShowsIt(value) : "";
    if (text === "") next.delete(name);
    else next.set(name, PRICE_PARAMS.has(name) ? priceParam(text, writing) : text);
  }
  return next;
}

/**
 * `params` naming the products they show: the seed is written in when the URL had none
 * (a plain visit draws one at random), so that a link to a product reopens it.
 */
export function withSeed(params: URLSearchParams, seed: number): URLSearchParams {
  if (parseSeed(params) !== null) return params;
  const next = new URLSearchParams(params);
  next.set("seed", String(seed));
  return next;
}

/** `params` with the open product written in, or taken out when none is open. */
export function withProduct(params: URLSearchParams, productId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (productId === null) next.delete("product");
  else next.set("product", productId);
  return next;
}

/** What an address says of the catalogue (`readAddress`). */
export interface CatalogAddress {
  /** The address's query, as the other `with…` functions take it: do not change it. */
  readonly params: URLSearchParams;
  readonly count: number;
  readonly seed: number | null;
  readonly filters: Filters;
  readonly sort: SortOrder;
  readonly productId: string | null;
}

/**
 * The catalogue `search` (a URL's query, with or without its "?") names, its price
 * bounds read as a page that writes numbers as `writing` says reads them.
 */
export function readAddress(search: string, writing: NumberWriting): CatalogAddress {
  const params = new URLSearchParams(search);
  return {
    params,
    count: parseCount(params),
    seed: parseSeed(params),
    filters: parseFilters(params, writing),
    sort: parseSort(params),
    productId: parseProductId(params),
  };
}

/** Reads an address (`readAddress`): its query, with or without its "?". */
export type AddressReader = (search: string) => CatalogAddress;

/** How many addresses a reader keeps: a navigation's two (the one shown, the one asked for), and a few more. */
const ADDRESSES_KEPT = 8;

/**
 * The addresses of one router's navigations, in its page's language (`writing`), each
 * read once: a memo of `readAddress` keyed by the query, which the route's
 * `shouldRevalidate` and loader, the page and its controls and the language picker each
 * ask for; the last few are kept. Its addresses are shared: none is changed.
 */
export function createAddressReader(writing: NumberWriting): AddressReader {
  const read = new Map<string, CatalogAddress>();
  return (search) => {
    const key = search.startsWith("?") ? search.slice(1) : search;
    let address = read.get(key);
    if (!address) {
      address = readAddress(key, writing);
      if (read.size >= ADDRESSES_KEPT) read.delete(read.keys().next().value ?? "");
      read.set(key, address);
    }
    return address;
  };
}

/**
 * The price fields' texts a search sent, which its history entry keeps (its location's
 * state): the URL keeps each bound as read ("1000" for a Danish "1.000"), and how it was
 * read is said of the text sent.
 */
export interface SentPrices {
  readonly min: string;
  readonly max: string;
}

/** The history entry's state, as the router keeps it, of a search sent with the form. */
export interface SearchState {
  readonly sentPrices: SentPrices;
}

/** The state of the entry a search makes. */
export function searchState(sentPrices: SentPrices): SearchState {
  return { sentPrices };
}

/** The price fields' texts the search that made this entry sent (its location's `state`), if one did. */
export function sentPricesOf(state: unknown): SentPrices | null {
  if (typeof state !== "object" || state === null || !("sentPrices" in state)) return null;
  const { sentPrices } = state;
  if (typeof sentPrices !== "object" || sentPrices === null) return null;
  if (!("min" in sentPrices) || !("max" in sentPrices)) return null;
  const { min, max } = sentPrices;
  return typeof min === "string" && typeof max === "string" ? { min, max } : null;
}

/**
 * The page's path with one leading slash. A static host may serve the page at "//?seed=42"
 * (a CMS joining a base URL and "/"); the router makes each URL from the path alone, where
 * "//…" reads as a host name, so every navigation, and with it every control, would throw.
 */
export function withOneLeadingSlash(pathname: string): string {
  return pathname.replace(/^\/{2,}/, "/");
}
