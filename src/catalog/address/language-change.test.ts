import { createBrowserRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { messages as fr } from "../../i18n/messages/fr";
import { readAddress } from "./catalog-address";
import {
  changeLanguage,
  LANGUAGE_CHANGE_KEY,
  languageChangeOf,
  languageLeftMessage,
  leftByLanguageChange,
  takeLanguageChangeNote,
} from "./language-change";

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

/** An English page's address, as the page reads it. */
const english = (query: string) => readAddress(query, formatsOf("en"));

describe("languageChangeOf", () => {
  it("keeps what means the same in every language, and leaves the search and the category", () => {
    expect(
      languageChangeOf(
        english("count=500&q=hat&seed=4&category=Home&sort=price-asc&product=x&page=2"),
        "fr",
        null,
      ),
    ).toEqual({ query: "count=500&seed=4&sort=price-asc&locale=fr", left: "q=hat&category=Home" });
  });

  it("replaces the language the address names, in its place", () => {
    expect(languageChangeOf(english("locale=da&seed=4"), "en", null).query).toBe(
      "locale=en&seed=4",
    );
  });

  it("keeps every filter when the page's own language is chosen again", () => {
    expect(languageChangeOf(english("seed=42&q=poulet&locale=fr&page=2"), "fr", null)).toEqual({
      query: "seed=42&q=poulet&locale=fr",
      left: "",
    });
  });

  it("names the seed the visit drew where the address names none that reads", () => {
    expect(languageChangeOf(english("count=20"), "fr", "77").query).toBe(
      "count=20&locale=fr&seed=77",
    );
    expect(languageChangeOf(english("seed=oops"), "fr", "77").query).toBe("seed=77&locale=fr");
  });

  it("carries the price bounds as the page read them, and takes out one it ignored", () => {
    expect(
      languageChangeOf(readAddress("max=1.000&min=abc&seed=4", formatsOf("da")), "en", null).query,
    ).toBe("max=1000&seed=4&locale=en");
  });
});

describe("changeLanguage", () => {
  it("keeps a kept parameter's line break as the address has it, and the new page says what it left", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      href: "http://localhost/?seed=42&q=a&sort=%0Aprice-asc",
      assign,
    } as unknown as Location);
    changeLanguage(english("seed=42&q=a&sort=%0Aprice-asc"), "fr", null);
    expect(assign).toHaveBeenCalledWith("/?seed=42&sort=%0Aprice-asc&locale=fr");
    vi.restoreAllMocks();
    const state = await startAt("/?seed=42&sort=%0Aprice-asc&locale=fr", null);
    expect(leftByLanguageChange(state)).toEqual({ query: "a", category: "" });
  });

  it("loads the page in the language chosen, with a note of what it left, the seed drawn kept in the entry left", () => {
    history.replaceState({ idx: 0 }, "", "/?count=20&q=hat#top");
    const assign = vi.fn();
    const here = location.href;
    vi.spyOn(window, "location", "get").mockReturnValue({
      href: here,
      assign,
    } as unknown as Location);
    changeLanguage(english("count=20&q=hat"), "fr", "77");
    expect(assign).toHaveBeenCalledWith("/?count=20&locale=fr&seed=77");
    expect(JSON.parse(sessionStorage.getItem(LANGUAGE_CHANGE_KEY) ?? "")).toEqual({
      address: "count=20&locale=fr&seed=77",
      left: "q=hat",
    });
    vi.restoreAllMocks();
    expect(location.search).toBe("?count=20&q=hat&seed=77");
    expect(location.hash).toBe("#top");
    expect(history.state).toEqual({ idx: 0 });
  });
});

/**
 * The page starts at `address` after the page before noted `note` (a change of language),
 * and its router shows it: its location's state.
 */
async function startAt(address: string, note: object | string | null): Promise<unknown> {
  history.replaceState(history.state, "", address);
  if (note !== null) {
    sessionStorage.setItem(
      LANGUAGE_CHANGE_KEY,
      typeof note === "string" ? note : JSON.stringify(note),
    );
  }
  const router = createBrowserRouter([{ path: "/", Component: () => null }]);
  takeLanguageChangeNote(router);
  await Promise.resolve();
  const state: unknown = router.state.location.state;
  router.dispose();
  return state;
}

describe("takeLanguageChangeNote", () => {
  it("gives the router, as the entry's state, what the change to this address left", async () => {
    const state = await startAt("/?seed=42&locale=fr", {
      address: "seed=42&locale=fr",
      left: "q=chicken&category=Books",
    });
    expect(leftByLanguageChange(state)).toEqual({ query: "chicken", category: "Books" });
    expect(location.search).toBe("?seed=42&locale=fr");
    expect(sessionStorage.getItem(LANGUAGE_CHANGE_KEY)).toBeNull();
  });

  it("keeps it in the entry through a reload, the note gone", async () => {
    await startAt("/?seed=42&locale=fr", { address: "seed=42&locale=fr", left: "q=chicken" });
    expect(leftByLanguageChange(await startAt("/?seed=42&locale=fr", null))).toEqual({
      query: "chicken",
      category: "",
    });
  });

  it("leaves a note for another address unsaid, and takes it away", async () => {
    const state = await startAt("/?seed=7&locale=fr", {
      address: "seed=42&locale=fr",
      left: "q=a",
    });
    expect(leftByLanguageChange(state)).toBeNull();
    expect(sessionStorage.getItem(LANGUAGE_CHANGE_KEY)).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["not a note", '["seed=42"]'],
    ["a note of other types", '{"address":42,"left":"q=a"}'],
  ])("reads nothing from %s", async (_, note) => {
    expect(leftByLanguageChange(await startAt("/?seed=42", note))).toBeNull();
  });

  it("starts the page all the same where storage is refused", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("refused", "SecurityError");
    });
    expect(leftByLanguageChange(await startAt("/?seed=42", null))).toBeNull();
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
