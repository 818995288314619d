import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N, I18nProvider } from "../../i18n/i18n";
import { LOCALES, type LocaleTag } from "../../i18n/locales";
import { en } from "../../i18n/messages/en";
import { messages as fr } from "../../i18n/messages/fr";
import { ALL_MESSAGES } from "../../testing/languages";
import { priced } from "../../testing/product-fixtures";
import { NO_FILTERS, searchState } from "../address/catalog-address";
import { CatalogStatus, catalogTitle, LanguageChangeNote, resultMessage } from "./announcements";

const RESULT = { filters: { ...NO_FILTERS, ...priced("", "abc") }, count: 3, categoryExists: true };

/** The live region, and the address it is at. */
function StatusAt() {
  return (
    <>
      <CatalogStatus ready changed result={RESULT} />
      <span>{useLocation().search}</span>
    </>
  );
}

/** The live region at the entry a search sent with a Max price of "abc" made. */
async function statusAfter(arrival: "a search" | "Back") {
  const router = createMemoryRouter([{ path: "/", element: <StatusAt /> }], {
    initialEntries: ["/?seed=1"],
  });
  render(<RouterProvider router={router} />);
  await router.navigate("/?seed=1&max=abc", { state: searchState({ min: "", max: "abc" }) });
  if (arrival === "Back") {
    await router.navigate("/?seed=2");
    await screen.findByText("?seed=2");
    await router.navigate(-1);
  }
  await screen.findByText("?seed=1&max=abc");
  return screen.getByRole("status");
}

describe("CatalogStatus", () => {
  it("says the products are loading before they are there", () => {
    const router = createMemoryRouter([
      { path: "/", element: <CatalogStatus ready={false} changed={false} result={RESULT} /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("status", { name: "Loading products" })).toHaveTextContent(
      "Loading products",
    );
  });

  it("says first how a search just sent read its prices, then the count", async () => {
    expect((await statusAfter("a search")).textContent).toBe(
      "Max price ignored: enter an amount in dollars, such as 25 or 9.99. 3 products",
    );
  });

  it("says the count alone when Back brings the result again", async () => {
    expect((await statusAfter("Back")).textContent).toBe("3 products");
  });
});

const english = { messages: en, formats: formatsOf("en") };

describe("resultMessage", () => {
  it("says the count with the right plural", () => {
    expect(resultMessage(1, english)).toBe("1 product");
    expect(resultMessage(5, english)).toBe("5 products");
    expect(resultMessage(12, english)).toBe("12 products");
    expect(resultMessage(100_000, english)).toBe("100,000 products");
  });

  it('says "No Product Found" for an empty result', () => {
    expect(resultMessage(0, english)).toBe("No Product Found");
  });

  it("chooses product or products as English's plural rules do", () => {
    const rules = new Intl.PluralRules("en");
    for (const count of [-2, -1, 0.4, 0.9999, 1, 1.0001, 1.5, 2, 21, 101, 1000, 2 ** 53]) {
      const noun = rules.select(count) === "one" ? "product" : "products";
      expect(resultMessage(count, english)).toBe(
        `${new Intl.NumberFormat("en").format(count)} ${noun}`,
      );
    }
  });

  it("writes the count and chooses the words as the page's language does", () => {
    const products = ({ count, form }: { count: string; form: Intl.LDMLPluralRule }) =>
      `${count}/${form}`;
    const messages = { ...en, catalog: { ...en.catalog, products } };
    expect(resultMessage(100_000, { messages, formats: formatsOf("fr") })).toBe(
      "100\u202f000/other",
    );
    expect(resultMessage(2, { messages, formats: formatsOf("he") })).toBe("2/two");
  });
});

/** A language's texts, formats and tag, as the page has them. */
function i18nOf(tag: LocaleTag) {
  const locale = LOCALES.find((candidate) => candidate.tag === tag);
  if (!locale) throw new Error(`no ${tag}`);
  return { locale, messages: ALL_MESSAGES[tag], formats: formatsOf(tag) };
}

describe("catalogTitle", () => {
  it("says All Products without filters, whatever the count", () => {
    expect(catalogTitle(NO_FILTERS, 12, ENGLISH_I18N)).toBe("All Products");
    expect(catalogTitle(NO_FILTERS, 10_000, ENGLISH_I18N)).toBe("All Products");
  });

  it("quotes the search and says how many products match", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "chair", category: "" }, 3, ENGLISH_I18N)).toBe(
      "“\u2068chair\u2069” – 3 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, query: "chair", category: "" }, 1, ENGLISH_I18N)).toBe(
      "“\u2068chair\u2069” – 1 product",
    );
  });

  it("names the category, alone or after the search", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "", category: "Home" }, 5, ENGLISH_I18N)).toBe(
      "Home – 5 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, query: "steel", category: "Home" }, 2, ENGLISH_I18N)).toBe(
      "“\u2068steel\u2069” in Home – 2 products",
    );
  });

  it("quotes a category no product has, its spaces kept, so it never reads as a real one", () => {
    expect(catalogTitle({ ...NO_FILTERS, category: " Books" }, 0, ENGLISH_I18N, false)).toBe(
      "“\u2068\u00a0Books\u2069” – No Product Found",
    );
    expect(
      catalogTitle({ ...NO_FILTERS, query: "an", category: "Books\n" }, 0, ENGLISH_I18N, false),
    ).toBe("“\u2068an\u2069” in “\u2068Books\u00a0\u2069” – No Product Found");
  });

  it("adds the price range, and leaves out the bounds it ignores", () => {
    expect(catalogTitle({ ...NO_FILTERS, ...priced("10", "50") }, 4, ENGLISH_I18N)).toBe(
      "$10 to $50 – 4 products",
    );
    expect(
      catalogTitle(
        { ...NO_FILTERS, query: "chair", category: "Home", ...priced("9.5", "") },
        3,
        ENGLISH_I18N,
      ),
    ).toBe("“\u2068chair\u2069” in Home, from $9.50 – 3 products");
    expect(catalogTitle({ ...NO_FILTERS, ...priced("", "abc") }, 12, ENGLISH_I18N)).toBe(
      "All Products",
    );
    expect(catalogTitle({ ...NO_FILTERS, query: "a", ...priced("9", "1") }, 7, ENGLISH_I18N)).toBe(
      "“\u2068a\u2069” – 7 products",
    );
  });

  it("names a bound read as the page's language writes numbers, in its words", () => {
    const danish = i18nOf("da");
    expect(
      catalogTitle({ ...NO_FILTERS, ...priced("", "1.000", danish.formats) }, 12, danish),
    ).toBe("Op til 1.000\u00a0US$ – 12 produkter");
    expect(catalogTitle({ ...NO_FILTERS, ...priced("", "1000", danish.formats) }, 12, danish)).toBe(
      "Op til 1.000\u00a0US$ – 12 produkter",
    );
  });

  it("writes each bound as the price it applies, every digit, never a fraction of a cent", () => {
    expect(catalogTitle({ ...NO_FILTERS, ...priced("10.999", "") }, 12, ENGLISH_I18N)).toBe(
      "All Products",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("10.990", "") }, 3, ENGLISH_I18N)).toBe(
      "From $10.99 – 3 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("", "9".repeat(20)) }, 12, ENGLISH_I18N)).toBe(
      "Up to $99,999,999,999,999,999,999 – 12 products",
    );
  });

  it("starts with a capital when the range's words come first, as a title does", () => {
    expect(catalogTitle({ ...NO_FILTERS, ...priced("10", "") }, 3, i18nOf("fr"))).toBe(
      "À partir de 10\u00a0$US – 3 produits",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("10", "50") }, 3, i18nOf("fr"))).toBe(
      "De 10\u00a0$US à 50\u00a0$US – 3 produits",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("", "50") }, 1, i18nOf("fr"))).toBe(
      "Jusqu’à 50\u00a0$US – 1 produit",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("", "50") }, 2, ENGLISH_I18N)).toBe(
      "Up to $50 – 2 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, ...priced("5", "") }, 2, i18nOf("uz-Latn"))).toMatch(
      /^Kamida /,
    );
  });

  it("says No Product Found when nothing matches", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "zzz", category: "" }, 0, ENGLISH_I18N)).toBe(
      "“\u2068zzz\u2069” – No Product Found",
    );
  });
});

/** The note on a French page whose history entry has `state`, its products there or not. */
function renderNote(state: unknown, ready = true) {
  const locale = LOCALES.find(({ tag }) => tag === "fr");
  if (!locale) throw new Error("no French");
  const router = createMemoryRouter(
    [{ path: "/", Component: () => <LanguageChangeNote ready={ready} /> }],
    {
      initialEntries: [{ pathname: "/", search: "?seed=42&locale=fr", state }],
    },
  );
  render(
    <I18nProvider value={{ locale, messages: fr, formats: formatsOf("fr") }}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, status: screen.getByRole("status") };
}

describe("LanguageChangeNote", () => {
  it("says, in the page's language, the search and category the change of language left", () => {
    const { status } = renderNote({ leftByLanguageChange: "q=chicken&category=Books" });
    // Its no-break spaces as written (toHaveTextContent would make them spaces).
    expect(status.textContent).toBe(
      fr.languageLeft.both(fr.catalog.quoted("chicken"), fr.catalog.quoted("Books")),
    );
    expect(status).not.toHaveClass("sr-only");
  });

  it("is an empty status, out of the layout, when the change left nothing or none was made", () => {
    for (const state of [{ leftByLanguageChange: "" }, null]) {
      const { status } = renderNote(state);
      expect(status).toBeEmptyDOMElement();
      expect(status).toHaveClass("sr-only");
      status.closest("div")?.remove();
    }
  });

  it("says nothing before the products, which it comes with", () => {
    const { status } = renderNote({ leftByLanguageChange: "q=chicken" }, false);
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveClass("sr-only");
  });

  it("says no more once the visitor has gone on to another address", async () => {
    const { router, status } = renderNote({ leftByLanguageChange: "q=chicken" });
    expect(status).not.toBeEmptyDOMElement();
    await act(() => router.navigate("/?seed=42&locale=fr&q=poulet"));
    expect(status).toBeEmptyDOMElement();
  });
});
