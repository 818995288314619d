import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./catalog-params";
import { catalogTitle } from "./catalog-title";

describe("catalogTitle", () => {
  it("says All Products without filters, whatever the count", () => {
    expect(catalogTitle(NO_FILTERS, 12)).toBe("All Products");
    expect(catalogTitle(NO_FILTERS, 10_000)).toBe("All Products");
  });

  it("quotes the search and says how many products match", () => {
    expect(catalogTitle({ query: "chair", category: "" }, 3)).toBe("“chair” – 3 products");
    expect(catalogTitle({ query: "chair", category: "" }, 1)).toBe("“chair” – 1 product");
  });

  it("names the category, alone or after the search", () => {
    expect(catalogTitle({ query: "", category: "Home" }, 5)).toBe("Home – 5 products");
    expect(catalogTitle({ query: "steel", category: "Home" }, 2)).toBe(
      "“steel” in Home – 2 products",
    );
  });

  it("says No Product Found when nothing matches", () => {
    expect(catalogTitle({ query: "zzz", category: "" }, 0)).toBe("“zzz” – No Product Found");
  });
});
