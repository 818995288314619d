import type { DataRouter } from "react-router";
import { parseLocale } from "../../i18n/locales";
import type { Messages } from "../../i18n/messages/en";
import { type CatalogAddress, parseWordFilters } from "./catalog-address";
import { pricesCarried } from "./catalog-links";

/** These mean the same in every language; a search and a category do not (ADR 22). */
export const KEPT_BY_LANGUAGE_CHANGE = ["seed", "count", "sort", "min", "max"] as const;

const KEPT: readonly string[] = KEPT_BY_LANGUAGE_CHANGE;

export const LANGUAGE_CHANGE_KEY = "product-hub:language-change";

/** Keeps the drawn seed so that the products stay; the served page's script calls this too. */
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

/** Before the app starts, only bounds that every language reads alike can be carried. */
export function pricesEveryLanguageReads(params: URLSearchParams): Map<string, string> {
  return new Map(
    ["min", "max"].flatMap((name) => {
      const value = params.get(name) ?? "";
      return /^\d+(\.\d\d)?$/.test(value) ? [[name, value] as const] : [];
    }),
  );
}

export const languageChangeOf = (
  address: CatalogAddress,
  locale: string,
  drawnSeed: string | null,
) =>
  languageChangeQuery(address.params, locale, new Map(pricesCarried(address.filters)), drawnSeed);

/**
 * Loads the page in `locale` as a new document (ADR 17). The entry left gets the drawn seed
 * for Back; `history` writes it, since the page leaves before the router could.
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
    // Storage is refused: the language changes without the note.
  }
  if (drawnSeed !== null) {
    const here = new URL(location.href);
    here.searchParams.set("seed", drawnSeed);
    history.replaceState(history.state, "", here);
  }
  location.assign(`/?${query}`);
}

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

interface LanguageChangeState {
  readonly leftByLanguageChange: string;
}

/**
 * Moves the note into this entry's state by a replacing navigation that loads nothing, so that
 * it survives reload, Back and Forward while the address stays the one to share.
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

/** The search and category a change of language dropped, or null when there were none. */
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

export function languageLeftMessage(
  { query, category }: { readonly query: string; readonly category: string },
  { catalog, languageLeft }: Messages,
): string {
  if (category === "") return languageLeft.search(catalog.quoted(query));
  if (query === "") return languageLeft.category(catalog.quoted(category));
  return languageLeft.both(catalog.quoted(query), catalog.quoted(category));
}
