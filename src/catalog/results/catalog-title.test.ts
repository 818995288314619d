import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import { ENGLISH_I18N } from "../../i18n/i18n";
import { ALL_MESSAGES } from "../../testing/all-messages";
import { NO_FILTERS } from "../address/catalog-params";
import { catalogTitle } from "./catalog-title";

describe("catalogTitle", () => {
  it("says All Products without filters, whatever the count", () => {
    expect(catalogTitle(NO_FILTERS, 12, ENGLISH_I18N)).toBe("All Products");
    expect(catalogTitle(NO_FILTERS, 10_000, ENGLISH_I18N)).toBe("All Products");
  });

  it("quotes the search and says how many products match", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "chair", category: "" }, 3, ENGLISH_I18N)).toBe(
      "“chair” – 3 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, query: "chair", category: "" }, 1, ENGLISH_I18N)).toBe(
      "“chair” – 1 product",
    );
  });

  it("names the category, alone or after the search", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "", category: "Home" }, 5, ENGLISH_I18N)).toBe(
      "Home – 5 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, query: "steel", category: "Home" }, 2, ENGLISH_I18N)).toBe(
      "“steel” in Home – 2 products",
    );
  });

  it("quotes a category no product has, its spaces kept, so it never reads as a real one", () => {
    expect(catalogTitle({ ...NO_FILTERS, category: " Books" }, 0, ENGLISH_I18N, false)).toBe(
      "“\u00a0Books” – No Product Found",
    );
    expect(
      catalogTitle({ ...NO_FILTERS, query: "an", category: "Books\n" }, 0, ENGLISH_I18N, false),
    ).toBe("“an” in “Books\u00a0” – No Product Found");
  });

  it("adds the price range, and leaves out the bounds it ignores", () => {
    expect(catalogTitle({ ...NO_FILTERS, minPrice: "10", maxPrice: "50" }, 4, ENGLISH_I18N)).toBe(
      "$10 to $50 – 4 products",
    );
    expect(
      catalogTitle(
        { ...NO_FILTERS, query: "chair", category: "Home", minPrice: "9.5" },
        3,
        ENGLISH_I18N,
      ),
    ).toBe("“chair” in Home, from $9.50 – 3 products");
    expect(catalogTitle({ ...NO_FILTERS, maxPrice: "abc" }, 12, ENGLISH_I18N)).toBe("All Products");
    expect(
      catalogTitle({ ...NO_FILTERS, query: "a", minPrice: "9", maxPrice: "1" }, 7, ENGLISH_I18N),
    ).toBe("“a” – 7 products");
  });

  it("names a bound read as the page's language writes numbers, in its words", () => {
    const danish = { messages: ALL_MESSAGES.da, formats: formatsOf("da") };
    expect(catalogTitle({ ...NO_FILTERS, maxPrice: "1.000" }, 12, danish)).toBe(
      "op til 1.000\u00a0US$ – 12 produkter",
    );
    expect(catalogTitle({ ...NO_FILTERS, maxPrice: "1000" }, 12, danish)).toBe(
      "op til 1.000\u00a0US$ – 12 produkter",
    );
  });

  it("writes each bound as the price it applies, every digit, never a fraction of a cent", () => {
    expect(catalogTitle({ ...NO_FILTERS, minPrice: "10.999" }, 12, ENGLISH_I18N)).toBe(
      "All Products",
    );
    expect(catalogTitle({ ...NO_FILTERS, minPrice: "10.990" }, 3, ENGLISH_I18N)).toBe(
      "from $10.99 – 3 products",
    );
    expect(catalogTitle({ ...NO_FILTERS, maxPrice: "9".repeat(20) }, 12, ENGLISH_I18N)).toBe(
      "up to $99,999,999,999,999,999,999 – 12 products",
    );
  });

  it("says No Product Found when nothing matches", () => {
    expect(catalogTitle({ ...NO_FILTERS, query: "zzz", category: "" }, 0, ENGLISH_I18N)).toBe(
      "“zzz” – No Product Found",
    );
  });
});
