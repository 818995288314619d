import { PRODUCT_COUNT } from "../../constants";
import {
  MAX_PRICE_LENGTH,
  NO_PRICE,
  type NumberWriting,
  priceParam,
  type PriceParam,
  readPriceParams,
} from "./price-range";

/** The catalogue's state in the URL. A bad value never shows an error: it reads as the default. */

export const MAX_PRODUCT_COUNT = 100_000;

/** Longer than any product name, and short enough that servers accept a link that carries it. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SEED = 2 ** 32 - 1;

export interface Filters {
  readonly query: string;
  readonly category: string;
  /** Each bound keeps its text as the URL has it, so that its field shows what was asked for. */
  readonly minPrice: PriceParam;
  readonly maxPrice: PriceParam;
}

export const NO_FILTERS: Filters = {
  query: "",
  category: "",
  minPrice: NO_PRICE,
  maxPrice: NO_PRICE,
};

const FILTER_PARAMS = [
  ["query", "q"],
  ["category", "category"],
  ["minPrice", "min"],
  ["maxPrice", "max"],
] as const satisfies readonly (readonly [keyof Filters, string])[];

function textOf(filters: Filters, filter: keyof Filters): string {
  const value = filters[filter];
  return typeof value === "string" ? value : value.text;
}

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

/** Trims spaces and invisible characters, so that a search of only those counts as empty. */
function trimmed(text: string): string {
  return text.replace(/^[\s\p{DI}]+|[\s\p{DI}]+$/gu, "");
}

/** Drops line breaks, as text fields do, and bidi controls, which would reverse later text. */
export function asFieldShowsIt(raw: string | null): string {
  return trimmed((raw ?? "").replace(/[\r\n\u202a-\u202e\u2066-\u2069]/g, ""));
}

let characterBreaks: Intl.Segmenter | undefined;

/** Splits into grapheme clusters, so that a cut never leaves half an emoji or accented letter. */
function* charactersOf(text: string): Generator<string> {
  characterBreaks ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  for (const { segment } of characterBreaks.segment(text)) yield segment;
}

/** Counts UTF-16 code units, as a field's `maxLength` does, and cuts only between characters. */
function cutToFit(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let cut = "";
  for (const character of charactersOf(text)) {
    if (cut.length + character.length > maxLength) break;
    cut += character;
  }
  return cut;
}

/** Keeps one extra character, so an over-long bound reads as too long, not as another amount. */
function priceBoundIn(raw: string | null): string {
  const bound = asFieldShowsIt(raw);
  if (bound.length <= MAX_PRICE_LENGTH) return bound;
  return [...charactersOf(bound)].slice(0, MAX_PRICE_LENGTH + 1).join("");
}

export function parseWordFilters(params: URLSearchParams): Pick<Filters, "query" | "category"> {
  return {
    query: trimmed(cutToFit(asFieldShowsIt(params.get("q")), MAX_SEARCH_LENGTH)),
    category: params.get("category") ?? "",
  };
}

/** Reads the price bounds in the number format of the page's language. */
export function parseFilters(params: URLSearchParams, writing: NumberWriting): Filters {
  const prices = readPriceParams(
    priceBoundIn(params.get("min")),
    priceBoundIn(params.get("max")),
    writing,
  );
  return { ...parseWordFilters(params), minPrice: prices.min, maxPrice: prices.max };
}

export function parsePage(params: URLSearchParams, pageCount: number): number {
  return wholeNumber(params.get("page"), 1, pageCount) ?? 1;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page === 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}

/** "featured" is the order the products were generated in. */
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

export function withSort(params: URLSearchParams, sort: SortOrder): URLSearchParams {
  const next = withPage(params, 1);
  if (sort === DEFAULT_SORT) next.delete("sort");
  else next.set("sort", sort);
  return next;
}

/** Lower case, as ids are made: a UUID means the same in either case. */
export function parseProductId(params: URLSearchParams): string | null {
  return params.get("product")?.toLowerCase() || null;
}

export function withFilters(params: URLSearchParams, filters: Filters): URLSearchParams {
  const next = withPage(params, 1);
  for (const [filter, key] of FILTER_PARAMS) {
    const value = textOf(filters, filter);
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** These are written as read (`priceParam`), so that a link means the same in every language. */
const PRICE_PARAMS = new Set(["min", "max"]);

/** Writes each field as shown and each price bound as read; a search closes the open product. */
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

/** Writes in the random seed of a plain visit, so that a link to a product reopens it. */
export function withSeed(params: URLSearchParams, seed: number): URLSearchParams {
  if (parseSeed(params) !== null) return params;
  const next = new URLSearchParams(params);
  next.set("seed", String(seed));
  return next;
}

export function withProduct(params: URLSearchParams, productId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (productId === null) next.delete("product");
  else next.set("product", productId);
  return next;
}

export interface CatalogAddress {
  /** Shared by every reader of the address: do not change it. */
  readonly params: URLSearchParams;
  readonly count: number;
  readonly seed: number | null;
  readonly filters: Filters;
  readonly sort: SortOrder;
  readonly productId: string | null;
}

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

export type AddressReader = (search: string) => CatalogAddress;

/** Enough for a navigation's two addresses: the one shown and the one asked for. */
const ADDRESSES_KEPT = 8;

/** Reads each query once for its many readers. They share each address, so none may change it. */
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

/** The price texts a search sent, since the URL keeps each bound only as read. */
export interface SentPrices {
  readonly min: string;
  readonly max: string;
}

export interface SearchState {
  readonly sentPrices: SentPrices;
}

export function searchState(sentPrices: SentPrices): SearchState {
  return { sentPrices };
}

/** Reads the sent prices back from a location's state, which may hold anything. */
export function sentPricesOf(state: unknown): SentPrices | null {
  if (typeof state !== "object" || state === null || !("sentPrices" in state)) return null;
  const { sentPrices } = state;
  if (typeof sentPrices !== "object" || sentPrices === null) return null;
  if (!("min" in sentPrices) || !("max" in sentPrices)) return null;
  const { min, max } = sentPrices;
  return typeof min === "string" && typeof max === "string" ? { min, max } : null;
}

/** Some hosts serve the page at "//?seed=42"; the router would read "//…" as a host and throw. */
export function withOneLeadingSlash(pathname: string): string {
  return pathname.replace(/^\/{2,}/, "/");
}
