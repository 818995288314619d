import { describe, expect, it } from "vitest";
import {
  catalogHome,
  MAX_PRODUCT_COUNT,
  MAX_SEARCH_LENGTH,
  MAX_SEED,
  NO_FILTERS,
  parseCount,
  parseFilters,
  parseProductId,
  parseSeed,
  parseSort,
  sameFilters,
  sharePath,
  withFilters,
  withProduct,
  withSeed,
  withSort,
} from "./catalog-params";

const params = (query: string) => new URLSearchParams(query);

describe("parseCount", () => {
  it("defaults to the spec's 12", () => {
    expect(parseCount(params(""))).toBe(12);
  });

  it("takes a whole number from 1 to 100,000", () => {
    expect(parseCount(params("count=1"))).toBe(1);
    expect(parseCount(params("count=1000"))).toBe(1000);
    expect(parseCount(params("count=100000"))).toBe(MAX_PRODUCT_COUNT);
  });

  it.each(["0", "-5", "100001", "1e3", "12.5", "abc", "", " 7", "0x10", "99999999999", "Infinity"])(
    "falls back to 12 for count=%s",
    (value) => {
      expect(parseCount(params(`count=${encodeURIComponent(value)}`))).toBe(12);
    },
  );

  it("reads the first value when count is repeated", () => {
    expect(parseCount(params("count=30&count=40"))).toBe(30);
  });
});

describe("parseSeed", () => {
  it("is absent unless given", () => {
    expect(parseSeed(params(""))).toBeNull();
  });

  it("takes a whole number from 0 to 2³²−1", () => {
    expect(parseSeed(params("seed=0"))).toBe(0);
    expect(parseSeed(params("seed=42"))).toBe(42);
    expect(parseSeed(params(`seed=${String(MAX_SEED)}`))).toBe(MAX_SEED);
  });

  it.each(["-1", "4294967296", "1.5", "abc", "", "1e9", "99999999999"])(
    "ignores seed=%s",
    (value) => {
      expect(parseSeed(params(`seed=${encodeURIComponent(value)}`))).toBeNull();
    },
  );
});

describe("parseFilters", () => {
  it(`reads at most ${String(MAX_SEARCH_LENGTH)} characters of the search`, () => {
    expect(parseFilters(params(`q=${"ab".repeat(200)}`)).query).toBe("ab".repeat(50));
  });

  it("means no filter when q and category are absent or empty", () => {
    expect(parseFilters(params(""))).toEqual({ query: "", category: "" });
    expect(parseFilters(params("q=&category="))).toEqual({ query: "", category: "" });
  });

  it("reads the search trimmed and the category as it is", () => {
    expect(parseFilters(params("q=%20%20Chair%20&category=Home"))).toEqual({
      query: "Chair",
      category: "Home",
    });
  });

  it("keeps hostile values as plain text", () => {
    const query = "<img src=x onerror=alert(1)>";
    expect(parseFilters(params(`q=${encodeURIComponent(query)}&category=%25%26`))).toEqual({
      query,
      category: "%&",
    });
  });
});

describe("parseProductId", () => {
  it("reads the open product, and nothing when empty", () => {
    expect(parseProductId(params("product=abc"))).toBe("abc");
    expect(parseProductId(params("product="))).toBeNull();
    expect(parseProductId(params(""))).toBeNull();
  });
});

describe("withFilters", () => {
  it("writes non-empty filters and keeps the other parameters", () => {
    const next = withFilters(params("seed=7&count=50"), { query: "lamp", category: "Home" });
    expect(next.toString()).toBe("seed=7&count=50&q=lamp&category=Home");
  });

  it("takes empty filters out of the URL", () => {
    const next = withFilters(params("seed=7&q=lamp&category=Home"), { query: "", category: "" });
    expect(next.toString()).toBe("seed=7");
  });

  it("round-trips through parseFilters, however odd the text", () => {
    for (const filters of [
      { query: "a&b=c", category: "Home & Garden" },
      { query: "100% 🚀 ümlaut", category: "" },
      { query: "", category: "?#/" },
    ]) {
      expect(parseFilters(withFilters(params(""), filters))).toEqual(filters);
    }
  });
});

describe("withProduct", () => {
  it("adds and removes the open product", () => {
    expect(withProduct(params("seed=1"), "x-1").toString()).toBe("seed=1&product=x-1");
    expect(withProduct(params("seed=1&product=x-1"), null).toString()).toBe("seed=1");
  });
});

describe("withSeed", () => {
  it("writes the seed into a URL that has none", () => {
    expect(withSeed(params("q=a"), 42).toString()).toBe("q=a&seed=42");
    expect(withSeed(params("seed=nope"), 42).toString()).toBe("seed=42");
  });

  it("keeps the seed a URL already names", () => {
    expect(withSeed(params("seed=7&q=a"), 42).toString()).toBe("seed=7&q=a");
  });
});

describe("catalogHome", () => {
  it("keeps the catalogue's size and seed, and drops the filters and the open product", () => {
    expect(catalogHome(params("count=20&seed=4&q=a&category=Home&product=x"))).toBe(
      "/?count=20&seed=4",
    );
  });

  it("is the plain page when the URL names no catalogue", () => {
    expect(catalogHome(params("q=a&category=Home"))).toBe("/");
  });
});

describe("sharePath", () => {
  it("links to the seed and the filters, and to the count when not the default", () => {
    const filters = { query: "steel chair", category: "Home" };
    expect(sharePath({ count: 12, seed: 42, filters, sort: "featured" })).toBe(
      "/?seed=42&q=steel+chair&category=Home",
    );
    expect(sharePath({ count: 500, seed: 1, filters: NO_FILTERS, sort: "featured" })).toBe(
      "/?count=500&seed=1",
    );
  });

  it("links to the order when not the default", () => {
    expect(sharePath({ count: 12, seed: 42, filters: NO_FILTERS, sort: "price-desc" })).toBe(
      "/?seed=42&sort=price-desc",
    );
  });

  it("gives back the same state when parsed", () => {
    const filters = { query: "a&b", category: "Toys" };
    const url = new URL(
      sharePath({ count: 300, seed: 9, filters, sort: "name-asc" }),
      "https://shop.example",
    );
    expect(parseCount(url.searchParams)).toBe(300);
    expect(parseSeed(url.searchParams)).toBe(9);
    expect(parseFilters(url.searchParams)).toEqual(filters);
    expect(parseSort(url.searchParams)).toBe("name-asc");
  });
});

describe("parseSort", () => {
  it("reads each order by its URL name", () => {
    expect(parseSort(params("sort=price-asc"))).toBe("price-asc");
    expect(parseSort(params("sort=price-desc"))).toBe("price-desc");
    expect(parseSort(params("sort=name-asc"))).toBe("name-asc");
  });

  it("means Featured, the generated order, without a sort or with a bad one", () => {
    for (const query of [
      "",
      "sort=",
      "sort=PRICE-ASC",
      "sort=price",
      "sort=name-desc",
      "sort=%00",
    ]) {
      expect(parseSort(params(query)), query).toBe("featured");
    }
    expect(parseSort(params("sort=featured"))).toBe("featured");
  });
});

describe("withSort", () => {
  it("writes the order in, and leaves the default out", () => {
    expect(withSort(params("seed=1"), "price-asc").toString()).toBe("seed=1&sort=price-asc");
    expect(withSort(params("seed=1&sort=price-asc"), "featured").toString()).toBe("seed=1");
  });
});

describe("sameFilters", () => {
  it("compares by value", () => {
    expect(sameFilters({ query: "a", category: "B" }, { query: "a", category: "B" })).toBe(true);
    expect(sameFilters({ query: "a", category: "B" }, { query: "a", category: "" })).toBe(false);
    expect(sameFilters({ query: "a", category: "" }, NO_FILTERS)).toBe(false);
  });
});
