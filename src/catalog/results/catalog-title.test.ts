import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { LOCALES, type LocaleTag } from "../../i18n/locales";
import { ALL_MESSAGES } from "../../testing/all-messages";
import { NO_FILTERS } from "../address/catalog-params";
import { catalogTitle } from "./catalog-title";
import { priced } from "../../testing/filters";

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
