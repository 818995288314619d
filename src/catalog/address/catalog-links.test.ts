import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import type { LocaleTag } from "../../i18n/locales";
import { priced } from "../../testing/product-fixtures";
import {
  NO_FILTERS,
  parseCount,
  parseFilters,
  parsePage,
  parseProductId,
  parseSeed,
  parseSort,
} from "./catalog-address";
import { catalogHome, pricesCarried, productPath, sharePath } from "./catalog-links";

const params = (query: string) => new URLSearchParams(query);
const english = formatsOf("en");
/** The filters of an English page's address. */
const filtersOf = (query: URLSearchParams) => parseFilters(query, english);

describe("catalogHome", () => {
  it("keeps the catalogue's size and seed, and drops the filters and the open product", () => {
    expect(catalogHome(params("count=20&seed=4&q=a&category=Home&product=x"))).toBe(
      "/?count=20&seed=4",
    );
  });

  it("is the plain page when the URL names no catalogue", () => {
    expect(catalogHome(params("q=a&category=Home"))).toBe("/");
  });

  it("keeps the page's language", () => {
    expect(catalogHome(params("locale=fr&q=a"))).toBe("/?locale=fr");
    expect(catalogHome(params("seed=4&locale=zh_CN&product=x"))).toBe("/?seed=4&locale=zh_CN");
  });
});

describe("links in another language", () => {
  it("name it, so that they open the same products in the same language", () => {
    const filters = { ...NO_FILTERS, query: "ipek" };
    expect(
      sharePath({ count: 12, seed: 4, locale: "tr", filters, sort: "featured", page: 1 }),
    ).toBe("/?seed=4&locale=tr&q=ipek");
    expect(productPath(500, 4, "zh-CN", "a-b", 1)).toBe(
      "/?count=500&seed=4&locale=zh-CN&product=a-b",
    );
  });
});

describe("pricesCarried", () => {
  it("writes each bound the address has as the page applies it, the same in every language", () => {
    expect(
      pricesCarried(parseFilters(params("seed=4&min=0,5&max=1.000"), formatsOf("da"))),
    ).toEqual([
      ["min", "0.50"],
      ["max", "1000"],
    ]);
    expect(pricesCarried(parseFilters(params("max=1,000&min=1,5"), english))).toEqual([
      ["min", "1.50"],
      ["max", "1000"],
    ]);
  });

  it("empties a bound the page ignores, which another language could read as an amount", () => {
    // French reads "10.999" as $10.999, no whole cent; Danish would read $10,999.
    expect(pricesCarried(parseFilters(params("min=10.999&max=20"), formatsOf("fr")))).toEqual([
      ["min", ""],
      ["max", "20"],
    ]);
    // French reads "1,000" as $1, below the minimum: the range ignores both.
    expect(pricesCarried(parseFilters(params("min=5&max=1,000"), formatsOf("fr")))).toEqual([
      ["min", ""],
      ["max", ""],
    ]);
  });

  it("names no bound the address lacks", () => {
    expect(pricesCarried(parseFilters(params("seed=4&q=a"), english))).toEqual([]);
    // A bound of nothing but a line break is empty, as its field shows it.
    expect(pricesCarried(parseFilters(params("max=%0A"), english))).toEqual([]);
  });
});

describe("sharePath", () => {
  it("links to the seed and the filters, and to the count when not the default", () => {
    const filters = { ...NO_FILTERS, query: "steel chair", category: "Home" };
    expect(
      sharePath({ count: 12, seed: 42, locale: "en", filters, sort: "featured", page: 1 }),
    ).toBe("/?seed=42&q=steel+chair&category=Home");
    expect(
      sharePath({
        count: 500,
        seed: 1,
        locale: "en",
        filters: NO_FILTERS,
        sort: "featured",
        page: 1,
      }),
    ).toBe("/?count=500&seed=1");
  });

  it("links to the order when not the default", () => {
    expect(
      sharePath({
        count: 12,
        seed: 42,
        locale: "en",
        filters: NO_FILTERS,
        sort: "price-desc",
        page: 1,
      }),
    ).toBe("/?seed=42&sort=price-desc");
  });

  it("links to the price range, without the bounds it ignores", () => {
    const share = (minPrice: string, maxPrice: string) =>
      sharePath({
        count: 12,
        seed: 5,
        locale: "en",
        filters: { ...NO_FILTERS, ...priced(minPrice, maxPrice) },
        sort: "featured",
        page: 1,
      });
    expect(share("10", "49.99")).toBe("/?seed=5&min=10&max=49.99");
    expect(share("abc", "49.99")).toBe("/?seed=5&max=49.99");
    expect(share("10", "-1")).toBe("/?seed=5&min=10");
    expect(share("50", "10")).toBe("/?seed=5");
  });

  it("writes the bounds as read in the page's language, the same in every language", () => {
    const share = (locale: LocaleTag, minPrice: string, maxPrice: string) =>
      sharePath({
        count: 12,
        seed: 5,
        locale,
        filters: { ...NO_FILTERS, ...priced(minPrice, maxPrice, formatsOf(locale)) },
        sort: "featured",
        page: 1,
      });
    expect(share("da", "1.000", "1.234,5")).toBe("/?seed=5&locale=da&min=1000&max=1234.50");
    expect(share("en", "$1,000", "1234.50")).toBe("/?seed=5&min=1000&max=1234.50");
  });

  it("gives back the same state when parsed", () => {
    const filters = { ...NO_FILTERS, query: "a&b", category: "Toys", ...priced("5", "") };
    const url = new URL(
      sharePath({ count: 300, seed: 9, locale: "en", filters, sort: "name-asc", page: 3 }),
      "https://shop.example",
    );
    expect(parseCount(url.searchParams)).toBe(300);
    expect(parseSeed(url.searchParams)).toBe(9);
    expect(filtersOf(url.searchParams)).toEqual(filters);
    expect(parseSort(url.searchParams)).toBe("name-asc");
    expect(parsePage(url.searchParams, 10)).toBe(3);
  });

  it("links to the page shown when not the first", () => {
    expect(
      sharePath({
        count: 20_000,
        seed: 3,
        locale: "en",
        filters: NO_FILTERS,
        sort: "featured",
        page: 2,
      }),
    ).toBe("/?count=20000&seed=3&page=2");
  });
});

describe("productPath", () => {
  it("links to the product with the seed, and the count when not the default", () => {
    expect(productPath(12, 42, "en", "a-b", 1)).toBe("/?seed=42&product=a-b");
    expect(productPath(500, 0, "en", "x&y", 1)).toBe("/?count=500&seed=0&product=x%26y");
  });

  it("links to the product's page when not the first, so that its card is behind it", () => {
    expect(productPath(20_000, 3, "en", "a-b", 2)).toBe("/?count=20000&seed=3&page=2&product=a-b");
  });

  it("gives back the same catalogue and product when parsed", () => {
    const url = new URL(productPath(3000, 7, "en", "9f1c", 1), "https://shop.example");
    expect(parseCount(url.searchParams)).toBe(3000);
    expect(parseSeed(url.searchParams)).toBe(7);
    expect(parseProductId(url.searchParams)).toBe("9f1c");
  });
});
