import type { Messages } from "../../i18n/messages/en";
import { parseWordFilters } from "./catalog-params";

/**
 * The tab's sessionStorage key under which the page's script notes, as it sends the
 * language picker, the address it asks for and the parameters it left out of it
 * (src/shell-address.js, which cannot import this: it writes the same key).
 */
export const LANGUAGE_CHANGE_KEY = "product-hub:language-change";

/** The history entry's state, as the router keeps it, of a page a change of language made. */
interface LanguageChangeState {
  readonly leftByLanguageChange: string;
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

/**
 * As the page starts, before the router reads the history entry: a note the page before
 * left for this very address (a change of language) becomes the entry's state, which the
 * router gives the page as its location's state. The entry keeps it through a reload, Back
 * and Forward, and the address stays the one to share. Where storage is refused, the
 * change happens all the same, unsaid.
 */
export function takeLanguageChangeNote(): void {
  let noted: string | null;
  try {
    noted = sessionStorage.getItem(LANGUAGE_CHANGE_KEY);
    sessionStorage.removeItem(LANGUAGE_CHANGE_KEY);
  } catch {
    return;
  }
  const note = noted === null ? null : readNote(noted);
  if (note?.address !== new URLSearchParams(location.search).toString()) return;
  const state: LanguageChangeState = { leftByLanguageChange: note.left };
  // A location's state is `usr` in the entry's state (React Router's createBrowserHistory).
  const entry: unknown = history.state;
  history.replaceState({ ...(typeof entry === "object" ? entry : null), usr: state }, "");
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
