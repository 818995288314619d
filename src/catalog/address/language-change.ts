import type { DataRouter } from "react-router";
import { parseLocale } from "../../i18n/locales";
import type { Messages } from "../../i18n/messages/en";
import { type CatalogAddress, parseWordFilters } from "./catalog-address";
import { pricesCarried } from "./catalog-links";

/**
 * The parameters a change of language keeps (ADR 22): they mean the same in every
 * language. A search and a category are words of the language left, which match nothing
 * in another, so they go, and the new page says so (`leftByLanguageChange`). The open
 * product and the page go too, as with any search.
 */
export const KEPT_BY_LANGUAGE_CHANGE = ["seed", "count", "sort", "min", "max"] as const;

const KEPT: readonly string[] = KEPT_BY_LANGUAGE_CHANGE;

/** The tab's sessionStorage key of the note a change of language leaves the next page. */
export const LANGUAGE_CHANGE_KEY = "product-hub:language-change";

/**
 * The query a change to `locale` asks for from a page at `params`, and the parameters it
 * leaves out. `prices` are the price bounds it carries, as the page reads them. The
 * visit's seed (`drawnSeed`) is kept when the address names none, so the products stay
 * the same. Choosing the page's own language again keeps every filter. The app and the
 * served page's script both ask this (src/shell-address.ts).
 */
export function languageChangeQuery(
  params: URLSearchParams,
  locale: string,
  prices: ReadonlyMap<string, string>,
  drawnSeed: string | null,
): { readonly query: string; readonly left: string } {
  const same = parseLocale(params).tag === locale;
  const sent = new URLSearchParams();
  const left = new URLSearchParams();
  for (const [name, value] of params) {
    if (name === "product" || name === "page") continue;
    (same || KEPT.includes(name) || name === "locale" ? sent : left).append(name, value);
  }
  sent.set("locale", locale);
  if (drawnSeed !== null) sent.set("seed", drawnSeed);
  for (const name of ["min", "max"]) {
    const value = prices.get(name);
    if (value) sent.set(name, value);
    else sent.delete(name);
  }
  return { query: sent.toString(), left: left.toString() };
}

/**
 * The price bounds of `params` that every language reads as the same amount: digits, and
 * cents after a point, as the app writes them. Before the app has started, the page
 * cannot read a bound in its own number format, so it carries only these.
 */
export function pricesEveryLanguageReads(params: URLSearchParams): Map<string, string> {
  return new Map(
    ["min", "max"].flatMap((name) => {
      const value = params.get(name) ?? "";
      return /^\d+(\.\d\d)?$/.test(value) ? [[name, value] as const] : [];
    }),
  );
}

/** A change of language from the page at `address`, as the page read it (its price bounds). */
export const languageChangeOf = (
  address: CatalogAddress,
  locale: string,
  drawnSeed: string | null,
) =>
  languageChangeQuery(address.params, locale, new Map(pricesCarried(address.filters)), drawnSeed);

/**
 * Loads the page at `address` in `locale`, a document of its own (ADR 17): a history
 * entry, with a note for the next page of what the change left, which it then says. The
 * entry left keeps the seed its visit drew (`drawnSeed`), so that Back shows the same
 * products whether the browser kept the page or loads it anew: the page is left at once,
 * so no navigation of its router could write it in time.
 */
export function changeLanguage(
  address: CatalogAddress,
  locale: string,
  drawnSeed: string | null,
): void {
  const { query, left } = languageChangeOf(address, locale, drawnSeed);
  try {
    if (left !== "") {
      sessionStorage.setItem(LANGUAGE_CHANGE_KEY, JSON.stringify({ address: query, left }));
    }
  } catch {
    // Storage refused: the page changes language all the same, unsaid.
  }
  if (drawnSeed !== null) {
    const here = new URL(location.href);
    here.searchParams.set("seed", drawnSeed);
    history.replaceState(history.state, "", here);
  }
  location.assign(`/?${query}`);
}

/** The address and the parameters left out of it in a note, if it is one. */
function readNote(text: string): { address: string; left: string } | null {
  let note: unknown;
  try {
    note = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof note !== "object" || note === null || !("address" in note) || !("left" in note)) {
    return null;
  }
  const { address, left } = note;
  return typeof address === "string" && typeof left === "string" ? { address, left } : null;
}

/** The history entry's state, as the router keeps it, of a page a change of language made. */
interface LanguageChangeState {
  readonly leftByLanguageChange: string;
}

/**
 * Once `router` shows the page: a note the page before left for this very address (a
 * change of language) goes into the history entry, as its location's state, through a
 * navigation of the router to the same address that replaces the entry and loads
 * nothing. The entry keeps it through a reload, Back and Forward, and the address stays
 * the one to share. Where storage is refused, the change happens all the same, unsaid.
 */
export function takeLanguageChangeNote(router: Pick<DataRouter, "state" | "navigate">): void {
  let noted: string | null;
  try {
    noted = sessionStorage.getItem(LANGUAGE_CHANGE_KEY);
    sessionStorage.removeItem(LANGUAGE_CHANGE_KEY);
  } catch {
    return;
  }
  const note = noted === null ? null : readNote(noted);
  const { pathname, search, hash } = router.state.location;
  if (note?.address !== new URLSearchParams(search).toString()) return;
  const state: LanguageChangeState = { leftByLanguageChange: note.left };
  void router.navigate(
    { pathname, search, hash },
    { replace: true, state, preventScrollReset: true },
  );
}

/**
 * What the change of language that made this history entry left (its location's `state`),
 * as the page would have read it: the search and the category, empty when there was none.
 * Null when it left nothing a visitor chose.
 */
export function leftByLanguageChange(
  state: unknown,
): { readonly query: string; readonly category: string } | null {
  if (typeof state !== "object" || state === null || !("leftByLanguageChange" in state)) {
    return null;
  }
  const { leftByLanguageChange: left } = state;
  if (typeof left !== "string") return null;
  const { query, category } = parseWordFilters(new URLSearchParams(left));
  return query === "" && category === "" ? null : { query, category };
}

/** What the page says of the search and the category a change of language left. */
export function languageLeftMessage(
  { query, category }: { readonly query: string; readonly category: string },
  { catalog, languageLeft }: Messages,
): string {
  if (category === "") return languageLeft.search(catalog.quoted(query));
  if (query === "") return languageLeft.category(catalog.quoted(category));
  return languageLeft.both(catalog.quoted(query), catalog.quoted(category));
}
