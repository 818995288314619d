import { createBrowserRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages as fr } from "../../i18n/messages/fr";
import {
  LANGUAGE_CHANGE_KEY,
  languageLeftMessage,
  leftByLanguageChange,
  takeLanguageChangeNote,
} from "./language-change";

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "", "/");
});

/**
 * The page starts at `address` (in the same history entry) after its script noted `note`:
 * its router's first location state.
 */
function startAt(address: string, note: object | string | null): unknown {
  history.replaceState(history.state, "", address);
  if (note !== null) {
    sessionStorage.setItem(
      LANGUAGE_CHANGE_KEY,
      typeof note === "string" ? note : JSON.stringify(note),
    );
  }
  takeLanguageChangeNote();
  const router = createBrowserRouter([{ path: "/", Component: () => null }]);
  const state: unknown = router.state.location.state;
  router.dispose();
  return state;
}

describe("takeLanguageChangeNote", () => {
  it("gives the router, as the entry's state, what the change to this address left", () => {
    const state = startAt("/?seed=42&locale=fr", {
      address: "seed=42&locale=fr",
      left: "q=chicken&category=Books",
    });
    expect(leftByLanguageChange(state)).toEqual({ query: "chicken", category: "Books" });
    expect(sessionStorage.getItem(LANGUAGE_CHANGE_KEY)).toBeNull();
  });

  it("keeps it in the entry through a reload, the note gone", () => {
    startAt("/?seed=42&locale=fr", { address: "seed=42&locale=fr", left: "q=chicken" });
    expect(leftByLanguageChange(startAt("/?seed=42&locale=fr", null))).toEqual({
      query: "chicken",
      category: "",
    });
  });

  it("leaves a note for another address unsaid, and takes it away", () => {
    const state = startAt("/?seed=7&locale=fr", { address: "seed=42&locale=fr", left: "q=a" });
    expect(leftByLanguageChange(state)).toBeNull();
    expect(sessionStorage.getItem(LANGUAGE_CHANGE_KEY)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["not a note", '["seed=42"]'],
    ["a note of other types", '{"address":42,"left":"q=a"}'],
  ])("reads nothing from %s", (_, note) => {
    expect(leftByLanguageChange(startAt("/?seed=42", note))).toBeNull();
  });

  it("starts the page all the same where storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(leftByLanguageChange(startAt("/?seed=42", null))).toBeNull();
  });
});

describe("leftByLanguageChange", () => {
  it("reads the search and the category as the page reads them", () => {
    expect(
      leftByLanguageChange({ leftByLanguageChange: "q=%20chicken%0A&category=%20Books" }),
    ).toEqual({ query: "chicken", category: " Books" });
  });

  it.each([
    ["no state", null],
    ["another state", { from: "elsewhere" }],
    ["nothing a visitor chose", { leftByLanguageChange: "q=%20%20&foo=bar" }],
  ])("is null for %s", (_, state) => {
    expect(leftByLanguageChange(state)).toBeNull();
  });
});

describe("languageLeftMessage", () => {
  it("names the search, the category, or both, quoted in the page's language", () => {
    expect(languageLeftMessage({ query: "chicken", category: "" }, fr)).toBe(
      "Votre recherche «\u00a0\u2068chicken\u2069\u00a0» était dans la langue précédente\u00a0: elle ne s’applique pas ici.",
    );
    expect(languageLeftMessage({ query: "", category: "Books" }, fr)).toBe(
      "La catégorie «\u00a0\u2068Books\u2069\u00a0» était dans la langue précédente\u00a0: elle ne s’applique pas ici.",
    );
    expect(languageLeftMessage({ query: "chicken", category: "Books" }, fr)).toBe(
      "Votre recherche «\u00a0\u2068chicken\u2069\u00a0» et la catégorie «\u00a0\u2068Books\u2069\u00a0» étaient dans la langue précédente\u00a0: elles ne s’appliquent pas ici.",
    );
  });
});
