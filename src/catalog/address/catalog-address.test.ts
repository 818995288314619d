import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import type { LocaleTag } from "../../i18n/locales";
import { priced } from "../../testing/product-fixtures";
import {
  createAddressReader,
  MAX_PRODUCT_COUNT,
  MAX_SEARCH_LENGTH,
  MAX_SEED,
  NO_FILTERS,
  parseCount,
  parseFilters,
  parsePage,
  parseProductId,
  parseSeed,
  readAddress,
  sameFilters,
  searchState,
  sentPricesOf,
  withFilters,
  withFormFields,
  withOneLeadingSlash,
  withPage,
  withProduct,
  withSeed,
  withSort,
} from "./catalog-address";
import { MAX_PRICE_LENGTH, NO_PRICE } from "./price-range";

const params = (query: string) => new URLSearchParams(query);
/** The filters of an English page's address. */
const filtersOf = (query: URLSearchParams) => parseFilters(query, formatsOf("en"));

const english = formatsOf("en");

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
    expect(filtersOf(params(`q=${"ab".repeat(200)}`)).query).toBe("ab".repeat(50));
  });

  it("reads the search as its box shows it: without line breaks, which a search box strips", () => {
    expect(filtersOf(params("q=a%0An")).query).toBe("an");
    expect(filtersOf(params("q=%0D%0Aa%0D%0An%0A")).query).toBe("an");
  });

  it("drops characters that show nothing and spaces at the ends of the search, which would look empty", () => {
    expect(filtersOf(params("q=%E2%80%8B")).query).toBe("");
    expect(filtersOf(params("q=%E2%80%8Fan%E2%81%A0")).query).toBe("an");
    expect(filtersOf(params("q=%E2%80%8E%09")).query).toBe("");
    // The Arabic letter mark, a soft hyphen, a Hangul filler, a byte order mark.
    for (const invisible of ["%D8%9C", "%C2%AD", "%E3%85%A4", "%EF%BB%BF%20%D8%9C"]) {
      expect(filtersOf(params(`q=${invisible}`)).query, invisible).toBe("");
    }
    // Inside the text they are part of it: the search stays literal.
    expect(filtersOf(params("q=a%E2%80%8Bn")).query).toBe("a\u200bn");
  });

  it("drops bidi embeddings, overrides and isolates, which would show the search in another order", () => {
    // "\u202eevil" shows "live" and finds nothing.
    expect(filtersOf(params("q=%E2%80%AEevil%E2%80%AC")).query).toBe("evil");
    expect(filtersOf(params("q=a%E2%80%AEb")).query).toBe("ab");
    expect(filtersOf(params("q=%E2%81%A7%E2%80%AA")).query).toBe("");
    expect(filtersOf(params("min=%E2%81%A65%E2%81%A9")).minPrice.text).toBe("5");
  });

  it(`cuts the search at ${String(MAX_SEARCH_LENGTH)} code units between whole characters, never in one`, () => {
    const emoji = "😀";
    expect(filtersOf(params(`q=${"a".repeat(99)}${emoji}`)).query).toBe("a".repeat(99));
    expect(filtersOf(params(`q=${"a".repeat(98)}${emoji}b`)).query).toBe(
      `${"a".repeat(98)}${emoji}`,
    );
    const family = "👨‍👩‍👧";
    expect(filtersOf(params(`q=${"a".repeat(95)}${family}`)).query).toBe("a".repeat(95));
  });

  it("reads a price bound as its field shows it, without line breaks", () => {
    expect(filtersOf(params("min=1%0A0&max=2%0D%0A0")).minPrice.text).toBe("10");
    expect(filtersOf(params("min=1%0A0&max=2%0D%0A0")).maxPrice.text).toBe("20");
  });

  it("never cuts a price bound that is too long into another amount, or into half a character", () => {
    const bound = filtersOf(params(`min=${"1".repeat(MAX_PRICE_LENGTH)}😀`)).minPrice;
    expect(bound.text.length).toBeGreaterThan(MAX_PRICE_LENGTH);
    expect(bound.text).toBe(`${"1".repeat(MAX_PRICE_LENGTH)}😀`);
    expect(bound.problem).toBe("too-long");
  });

  it("means no filter when q, category, min and max are absent or empty", () => {
    expect(filtersOf(params(""))).toEqual(NO_FILTERS);
    expect(filtersOf(params("q=&category=&min=&max="))).toEqual(NO_FILTERS);
  });

  it("reads the search trimmed and the category as it is", () => {
    expect(filtersOf(params("q=%20%20Chair%20&category=Home"))).toEqual({
      ...NO_FILTERS,
      query: "Chair",
      category: "Home",
    });
  });

  it("keeps hostile values as plain text", () => {
    const query = "<img src=x onerror=alert(1)>";
    expect(filtersOf(params(`q=${encodeURIComponent(query)}&category=%25%26`))).toEqual({
      ...NO_FILTERS,
      query,
      category: "%&",
    });
  });

  it("reads the price bounds as typed, trimmed, bad ones too, for the fields to explain", () => {
    const { minPrice, maxPrice } = filtersOf(params("min=%209.99%20&max=abc"));
    expect(minPrice).toMatchObject({ text: "9.99", cents: 999n, problem: null });
    expect(maxPrice).toMatchObject({ text: "abc", cents: null, problem: "not-a-number" });
  });

  it("keeps one character beyond what a price bound may hold, so that it is said to be too long", () => {
    expect(filtersOf(params(`min=${"9".repeat(40)}`)).minPrice).toMatchObject({
      text: "9".repeat(MAX_PRICE_LENGTH + 1),
      problem: "too-long",
    });
    expect(filtersOf(params("max=%20%201%2C000%2C000%2C000%2C000%20")).maxPrice.text).toBe(
      "1,000,000,000,000",
    );
  });
});

describe("parseProductId", () => {
  it("reads the open product, and nothing when empty", () => {
    expect(parseProductId(params("product=abc"))).toBe("abc");
    expect(parseProductId(params("product="))).toBeNull();
    expect(parseProductId(params(""))).toBeNull();
  });

  it("reads a UUID written in upper case as the lower-case id products have", () => {
    expect(parseProductId(params("product=9B2C7E1A-0D4F-4E8A-B1C3-5A6D7E8F9A0B"))).toBe(
      "9b2c7e1a-0d4f-4e8a-b1c3-5a6d7e8f9a0b",
    );
  });
});

describe("withFilters", () => {
  it("writes non-empty filters and keeps the other parameters", () => {
    const next = withFilters(params("seed=7&count=50"), {
      ...NO_FILTERS,
      query: "lamp",
      category: "Home",
    });
    expect(next.toString()).toBe("seed=7&count=50&q=lamp&category=Home");
    const withPrices = withFilters(params("seed=7"), { ...NO_FILTERS, ...priced("10", "$50") });
    expect(withPrices.toString()).toBe("seed=7&min=10&max=%2450");
  });

  it("takes empty filters out of the URL", () => {
    const next = withFilters(params("seed=7&q=lamp&category=Home&min=1&max=2"), {
      ...NO_FILTERS,
      query: "",
      category: "",
    });
    expect(next.toString()).toBe("seed=7");
  });

  it("round-trips through parseFilters, however odd the text", () => {
    for (const filters of [
      { ...NO_FILTERS, query: "a&b=c", category: "Home & Garden" },
      { ...NO_FILTERS, query: "100% 🚀 ümlaut", category: "" },
      { ...NO_FILTERS, query: "", category: "?#/" },
      { ...NO_FILTERS, ...priced("1,299.50", "-5 & more") },
    ]) {
      expect(filtersOf(withFilters(params(""), filters))).toEqual(filters);
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

describe("parsePage", () => {
  it("reads a page from 1, and means the first without one", () => {
    expect(parsePage(params(""), 10)).toBe(1);
    expect(parsePage(params("page=1"), 10)).toBe(1);
    expect(parsePage(params("page=2"), 10)).toBe(2);
    expect(parsePage(params("page=10"), 10)).toBe(10);
  });

  it("means the first page for a bad value", () => {
    for (const value of ["0", "-1", "abc", "1e3", "2.5", " 2", "0x2", "99999999999", ""]) {
      expect(parsePage(params(`page=${value}`), 10), value).toBe(1);
    }
  });

  it("means the first page for one beyond the list's last", () => {
    expect(parsePage(params("page=3"), 2)).toBe(1);
    expect(parsePage(params("page=2"), 1)).toBe(1);
  });
});

describe("withPage", () => {
  it("writes the page in, and leaves the first out", () => {
    expect(withPage(params("seed=1"), 2).toString()).toBe("seed=1&page=2");
    expect(withPage(params("seed=1&page=2"), 1).toString()).toBe("seed=1");
  });

  it("is taken out by another filter or order, which start at the first page", () => {
    expect(withSort(params("seed=1&page=2"), "price-asc").toString()).toBe("seed=1&sort=price-asc");
    expect(
      withFilters(params("seed=1&page=2"), { ...NO_FILTERS, category: "Home" }).toString(),
    ).toBe("seed=1&category=Home");
    const form = new FormData();
    form.set("q", "chair");
    expect(withFormFields(params("seed=1&page=2"), form, english).toString()).toBe(
      "seed=1&q=chair",
    );
    const invisible = new FormData();
    invisible.set("q", "\u200b \u200e");
    expect(withFormFields(params("seed=1&q=chair"), invisible, english).toString()).toBe("seed=1");
    const overridden = new FormData();
    overridden.set("q", "\u202eevil");
    expect(withFormFields(params("seed=1"), overridden, english).toString()).toBe("seed=1&q=evil");
  });
});

describe("withFormFields", () => {
  const sent = (tag: LocaleTag, min: string, max: string) => {
    const form = new FormData();
    form.set("q", "1.000");
    form.set("min", min);
    form.set("max", max);
    return withFormFields(params("seed=1"), form, formatsOf(tag)).toString();
  };

  it("writes each price bound as read in the page's language, the same in every language", () => {
    expect(sent("da", "1.000", "9,99")).toBe("seed=1&q=1.000&min=1000&max=9.99");
    expect(sent("en", "1,000", "9.99")).toBe("seed=1&q=1.000&min=1000&max=9.99");
    expect(sent("fr", "1\u202f000,5", "$ 12")).toBe("seed=1&q=1.000&min=1000.50&max=12");
    expect(sent("tr", " 1.299,00 ", "")).toBe("seed=1&q=1.000&min=1299");
  });

  it("keeps a bound it cannot read as typed, for its field to say why", () => {
    expect(sent("da", "abc", "-5")).toBe("seed=1&q=1.000&min=abc&max=-5");
  });
});

describe("sameFilters", () => {
  it("compares by value", () => {
    expect(
      sameFilters(
        { ...NO_FILTERS, query: "a", category: "B" },
        { ...NO_FILTERS, query: "a", category: "B" },
      ),
    ).toBe(true);
    expect(
      sameFilters(
        { ...NO_FILTERS, query: "a", category: "B" },
        { ...NO_FILTERS, query: "a", category: "" },
      ),
    ).toBe(false);
    expect(sameFilters({ ...NO_FILTERS, query: "a", category: "" }, NO_FILTERS)).toBe(false);
    expect(sameFilters({ ...NO_FILTERS, ...priced("5", "") }, NO_FILTERS)).toBe(false);
    expect(
      sameFilters({ ...NO_FILTERS, ...priced("", "5") }, { ...NO_FILTERS, ...priced("", "5.00") }),
    ).toBe(false);
  });
});

describe("readAddress", () => {
  it("reads what an address says of the catalogue, with or without its ?", () => {
    const address = readAddress(
      "?count=30&seed=4&q=%20lamp&category=Home&sort=name-asc&product=AB",
      english,
    );
    expect(address).toMatchObject({
      count: 30,
      seed: 4,
      filters: { query: "lamp", category: "Home", minPrice: NO_PRICE, maxPrice: NO_PRICE },
      sort: "name-asc",
      productId: "ab",
    });
    expect(readAddress("count=30&seed=4", english)).toMatchObject({ count: 30, seed: 4 });
  });

  it("reads the price bounds as the page's language writes numbers, each with its text", () => {
    const { minPrice, maxPrice } = readAddress("?min=1.000&max=abc", formatsOf("da")).filters;
    expect(minPrice).toMatchObject({ text: "1.000", cents: 100_000n, doubtful: true });
    expect(maxPrice).toMatchObject({ text: "abc", cents: null, problem: "not-a-number" });
  });
});

describe("createAddressReader", () => {
  it("reads each address once: the route, its revalidation and the page share what it read", () => {
    const read = createAddressReader(english);
    const first = read("?seed=9&q=hat");
    expect(read("seed=9&q=hat")).toBe(first);
    expect(read("?seed=9&q=cap")).not.toBe(first);
    expect(createAddressReader(english)("?seed=9&q=hat")).not.toBe(first);
  });

  it("keeps only the last few addresses", () => {
    const read = createAddressReader(english);
    const first = read("?seed=1");
    for (let seed = 2; seed < 20; seed += 1) read(`?seed=${String(seed)}`);
    expect(read("?seed=1")).not.toBe(first);
    expect(read("?seed=1")).toEqual(first);
  });
});

describe("sentPricesOf", () => {
  it("reads the price fields' texts from the state of the entry a search made", () => {
    expect(sentPricesOf(searchState({ min: "abc", max: "1.000" }))).toEqual({
      min: "abc",
      max: "1.000",
    });
  });

  it.each([
    ["no state", null],
    ["a change of language's", { leftByLanguageChange: "q=chicken" }],
    ["texts of other types", { sentPrices: { min: 1, max: "2" } }],
    ["no texts", { sentPrices: null }],
  ])("is null for %s", (_, state) => {
    expect(sentPricesOf(state)).toBeNull();
  });
});

describe("withOneLeadingSlash", () => {
  it.each([
    ["//", "/"],
    ["///", "/"],
    ["//no-such-page", "/no-such-page"],
    ["//a//b", "/a//b"],
  ])("makes %s %s", (path, expected) => {
    expect(withOneLeadingSlash(path)).toBe(expected);
  });

  it.each(["/", "/no-such-page", "/a//b"])("keeps %s as it is", (path) => {
    expect(withOneLeadingSlash(path)).toBe(path);
  });
});
