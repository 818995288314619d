import { describe, expect, it } from "vitest";
import { formatsOf } from "../../i18n/formats";
import type { LocaleTag } from "../../i18n/locales";
import { makeProduct, priced, SAMPLE_PRODUCTS } from "../../testing/product-fixtures";
import { type Filters, NO_FILTERS, type SortOrder } from "../address/catalog-address";
import {
  type Catalog,
  catalogOf,
  EMPTY_SNAPSHOT,
  grownSnapshot,
  type Product,
} from "../data/model";
import {
  catalogOrder,
  categoriesOf,
  filterCatalog,
  isCategoryOf,
  sortProducts,
} from "./shown-products";

const filterProducts = (products: readonly Product[], filters: Filters) =>
  filterCatalog(catalogOf(products), filters, "en").map(({ product }) => product);

/** The visit's catalogue, as the page reads it, of `entries`. */
const wholeOf = (entries: Catalog) => grownSnapshot(EMPTY_SNAPSHOT, entries);

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe("filterCatalog", () => {
  it("keeps every product when both filters are empty: the catalogue itself, not a copy", () => {
    expect(filterProducts(SAMPLE_PRODUCTS, NO_FILTERS)).toEqual(SAMPLE_PRODUCTS);
    const all = catalogOf(SAMPLE_PRODUCTS);
    expect(filterCatalog(all, NO_FILTERS, "en")).toBe(all);
    expect(filterCatalog(all, { ...NO_FILTERS, ...priced("abc", "") }, "en")).toBe(all);
    expect(filterCatalog(all, { ...NO_FILTERS, ...priced("0", "") }, "en")).not.toBe(all);
  });

  it("filters by the price range as the page's language read it", () => {
    const all = catalogOf(SAMPLE_PRODUCTS);
    const upTo = (maxPrice: string, locale: "da" | "en") =>
      names(
        filterCatalog(
          all,
          { ...NO_FILTERS, ...priced("", maxPrice, formatsOf(locale)) },
          locale,
        ).map(({ product }) => product),
      );
    // One thousand in Danish, one dollar in English.
    expect(upTo("1.000", "da")).toEqual(names(SAMPLE_PRODUCTS));
    expect(upTo("1.000", "en")).toEqual([]);
    expect(upTo("9,99", "da")).toEqual(["Small Cotton Gloves"]);
  });

  it("shows only products of the chosen category, matched exactly", () => {
    expect(
      names(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "", category: "Home" })),
    ).toEqual(["Rustic Steel Chair", "Gorgeous Wooden Table"]);
    expect(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "", category: "home" })).toEqual(
      [],
    );
    expect(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "", category: "Hom" })).toEqual(
      [],
    );
  });

  it("matches a name by case-insensitive substring", () => {
    expect(
      names(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "COTTON", category: "" })),
    ).toEqual(["Sleek Cotton Hat", "Small Cotton Gloves"]);
    expect(
      names(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "eel ch", category: "" })),
    ).toEqual(["Rustic Steel Chair"]);
  });

  it("requires both filters to hold when both are set", () => {
    expect(
      names(filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "steel", category: "Home" })),
    ).toEqual(["Rustic Steel Chair"]);
    expect(
      filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "cotton", category: "Home" }),
    ).toEqual([]);
  });

  it("does not search the description or the category", () => {
    expect(
      filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "Description", category: "" }),
    ).toEqual([]);
    expect(
      filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, query: "Clothing", category: "" }),
    ).toEqual([]);
  });

  it.each([
    ["(", "Lamp (large)"],
    ["[", "Box [red]"],
    [".*", "Star .* Wildcard"],
    ["\\", "Back\\slash Mug"],
    ["<img src=x onerror=alert(1)>", "Odd <img src=x onerror=alert(1)> Name"],
    ["🚀", "Rocket 🚀 Lamp"],
    ["%", "100% Cotton Shirt"],
  ])("matches %s literally, never as a pattern", (query, name) => {
    const products = [makeProduct({ name }), makeProduct({ name: "Plain Chair" })];
    expect(names(filterProducts(products, { ...NO_FILTERS, query }))).toEqual([name]);
  });

  it("keeps the prices within the range, bounds included, combined with the other filters", () => {
    const products = ["9.99", "10.00", "25.50", "49.99", "50.00", "50.01"].map((price, index) =>
      makeProduct({ name: `Lamp ${String(index)}`, price, category: index % 2 ? "Home" : "Toys" }),
    );
    const prices = (filters: Partial<Filters>, min = "", max = "") =>
      filterProducts(products, { ...NO_FILTERS, ...filters, ...priced(min, max) }).map(
        ({ price }) => price,
      );
    expect(prices({}, "10", "50")).toEqual(["10.00", "25.50", "49.99", "50.00"]);
    expect(prices({}, "49.99")).toEqual(["49.99", "50.00", "50.01"]);
    expect(prices({}, "", "9.99")).toEqual(["9.99"]);
    expect(prices({ category: "Home" }, "10", "50")).toEqual(["10.00", "49.99"]);
    expect(prices({ query: "lamp 3" }, "25")).toEqual(["49.99"]);
  });

  it("ignores a bound it cannot read, and both when the min is above the max", () => {
    const products = ["5.00", "15.00", "25.00"].map((price) =>
      makeProduct({ name: `Mug ${price}`, price }),
    );
    const prices = (minPrice: string, maxPrice: string) =>
      filterProducts(products, { ...NO_FILTERS, ...priced(minPrice, maxPrice) }).map(
        ({ price }) => price,
      );
    expect(prices("abc", "20")).toEqual(["5.00", "15.00"]);
    expect(prices("10", "-20")).toEqual(["15.00", "25.00"]);
    expect(prices("20", "10")).toEqual(["5.00", "15.00", "25.00"]);
  });

  it("does not treat regex syntax as a pattern that matches other names", () => {
    const products = [makeProduct({ name: "Plain Chair" })];
    expect(filterProducts(products, { ...NO_FILTERS, query: ".*", category: "" })).toEqual([]);
    expect(filterProducts(products, { ...NO_FILTERS, query: "C.air", category: "" })).toEqual([]);
  });
});

describe("isCategoryOf", () => {
  it("knows a category only as it is written, as the filter matches it", () => {
    const all = catalogOf(SAMPLE_PRODUCTS);
    expect(isCategoryOf(all, "Home")).toBe(true);
    for (const other of [" Home", "Home ", "home", "Books", ""]) {
      expect(isCategoryOf(all, other), other).toBe(false);
    }
  });
});

describe("categoriesOf", () => {
  it("lists the distinct categories of the given list, sorted", () => {
    const all = catalogOf(SAMPLE_PRODUCTS);
    expect(categoriesOf(all, "", wholeOf(all), null)).toEqual(["Clothing", "Computers", "Home"]);
  });

  it("takes the whole catalogue's categories as they are known when the list is all of it", () => {
    const whole = wholeOf(catalogOf(SAMPLE_PRODUCTS));
    const known = { ...whole, categories: new Set(["Known"]) };
    expect(categoriesOf(known.entries, "", known, null)).toEqual(["Known"]);
    expect(categoriesOf(whole.entries.slice(0, 1), "", known, null)).toEqual(["Clothing"]);
  });

  it("shrinks with the displayed list", () => {
    const all = catalogOf(SAMPLE_PRODUCTS);
    const shown = filterCatalog(all, { ...NO_FILTERS, query: "cotton", category: "" }, "en");
    expect(categoriesOf(shown, "", wholeOf(all), null)).toEqual(["Clothing"]);
  });

  it("sorts A to Z whatever the case, upper case first between equals", () => {
    expect(categoriesOf([], "garden", EMPTY_SNAPSHOT, null)).toEqual(["garden"]);
    const shown = catalogOf(
      ["toys", "Books", "Garden", "books", "automotive"].map((category) =>
        makeProduct({ name: `A ${category}`, category }),
      ),
    );
    expect(categoriesOf(shown, "Home", wholeOf(shown), null)).toEqual([
      "automotive",
      "Books",
      "books",
      "Garden",
      "Home",
      "toys",
    ]);
  });

  it("keeps the chosen category listed when nothing is displayed", () => {
    const whole = wholeOf(catalogOf(SAMPLE_PRODUCTS));
    expect(categoriesOf([], "Home", whole, null)).toEqual(["Home"]);
    expect(categoriesOf([], "", whole, null)).toEqual([]);
  });
});

const catalog = catalogOf([
  makeProduct({ name: "Sleek Cotton Hat", price: "25.00" }),
  makeProduct({ name: "rustic Steel Chair", price: "120.50" }),
  makeProduct({ name: "Small Cotton Gloves", price: "9.99" }),
  makeProduct({ name: "Awesome Steel Keyboard", price: "25.00" }),
  makeProduct({ name: "Gorgeous Wooden Table", price: "1000.00" }),
]);
const sortedNames = (entries: Catalog, order: SortOrder, whole: Catalog = entries) =>
  sortProducts(entries, order, wholeOf(whole), null).map(({ name }) => name);

describe("sortProducts", () => {
  it("keeps the generated order for Featured", () => {
    const products = catalog.map(({ product }) => product);
    expect(sortProducts(catalog, "featured", wholeOf(catalog), null)).toEqual(products);
    expect(sortedNames(catalog.slice(1), "featured", catalog)).toEqual(names(products.slice(1)));
  });

  it("takes the whole catalogue's products as they are kept when the list is all of it", () => {
    const whole = wholeOf(catalog);
    expect(sortProducts(whole.entries, "featured", whole, null)).toBe(whole.products);
  });

  it("orders prices as numbers, not as text, keeping the generated order among equals", () => {
    // As text, "9.99" would come after "25.00" and "1000.00" before "120.50".
    expect(sortedNames(catalog, "price-asc")).toEqual([
      "Small Cotton Gloves",
      "Sleek Cotton Hat",
      "Awesome Steel Keyboard",
      "rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(sortedNames(catalog, "price-desc")).toEqual([
      "Gorgeous Wooden Table",
      "rustic Steel Chair",
      "Sleek Cotton Hat",
      "Awesome Steel Keyboard",
      "Small Cotton Gloves",
    ]);
  });

  it("counts a price that is no number as the highest, and loses no product", () => {
    const odd = catalogOf([
      makeProduct({ name: "Unpriced", price: "n/a" }),
      makeProduct({ name: "Cheap", price: "1.00" }),
      makeProduct({ name: "Dear", price: "999.99" }),
    ]);
    expect(sortedNames(odd, "price-asc")).toEqual(["Cheap", "Dear", "Unpriced"]);
    expect(sortedNames(odd, "price-desc")).toEqual(["Unpriced", "Dear", "Cheap"]);
  });

  it("orders names from A to Z, whatever their case, equal names in the generated order", () => {
    const twins = catalogOf([
      makeProduct({ name: "Soft Chair", _id: "first" }),
      makeProduct({ name: "Hard Chair" }),
      makeProduct({ name: "soft chair", _id: "second" }),
    ]);
    expect(sortedNames(catalog, "name-asc")).toEqual([
      "Awesome Steel Keyboard",
      "Gorgeous Wooden Table",
      "rustic Steel Chair",
      "Sleek Cotton Hat",
      "Small Cotton Gloves",
    ]);
    expect(sortProducts(twins, "name-asc", wholeOf(twins), null).map(({ _id }) => _id)).toEqual([
      "id-hard chair",
      "first",
      "second",
    ]);
  });

  it("computes each order of a catalogue once: the places of its products in that order", () => {
    const places = catalogOrder(catalog, "price-asc", null);
    expect([...places]).toEqual([2, 0, 3, 1, 4]);
    expect([...catalogOrder(catalog, "price-desc", null)]).toEqual([4, 1, 0, 3, 2]);
    expect([...catalogOrder(catalog, "name-asc", null)]).toEqual([3, 4, 1, 0, 2]);
    expect(catalogOrder(catalog, "price-asc", null)).toBe(places);
  });

  it("sorts a filtered part of the catalogue, leaving the catalogue as it is", () => {
    const before = catalog.map(({ product }) => product.name);
    const part = catalog.filter(({ product }) => product.name.includes("Steel"));
    expect(sortedNames(part, "name-asc", catalog)).toEqual([
      "Awesome Steel Keyboard",
      "rustic Steel Chair",
    ]);
    expect(sortedNames(part, "price-desc", catalog)).toEqual([
      "rustic Steel Chair",
      "Awesome Steel Keyboard",
    ]);
    expect(catalog.map(({ product }) => product.name)).toEqual(before);
  });
});

describe("in another language", () => {
  const named = [
    "İpek Şapka",
    "Işık Masa",
    "ılık Çay",
    "Ipek Halı",
    "דג גנרית מצַח",
    "מחשב",
    "צ'יפס גנרית מעץ",
    "צ׳יפס מעשי מגומי",
    "Arzon Beton Go'sht",
    "Zamonaviy Bronza Goʻsht",
    "Ajoyib Yog’och Stul",
  ].map((name) => makeProduct({ name }));
  const searchIn = (locale: LocaleTag, query: string) =>
    names(
      filterCatalog(catalogOf(named, 0, locale), { ...NO_FILTERS, query }, locale).map(
        ({ product }) => product,
      ),
    );

  it("ignores case as Turkish does: İ and i, I and ı are the same letter", () => {
    expect(searchIn("tr", "ipek")).toEqual(["İpek Şapka"]);
    expect(searchIn("tr", "ışık")).toEqual(["Işık Masa"]);
    expect(searchIn("tr", "ILIK")).toEqual(["ılık Çay"]);
    expect(searchIn("tr", "ıpek")).toEqual(["Ipek Halı"]);
    // English folds I to i, and İ to i with a dot above: another match.
    expect(searchIn("en", "ipek")).toEqual(["Ipek Halı"]);
  });

  it("finds a name whether the search's accents came composed or as marks of their own", () => {
    expect(searchIn("tr", "s\u0327apka")).toEqual(["İpek Şapka"]);
    expect(searchIn("tr", "C\u0327AY")).toEqual(["ılık Çay"]);
  });

  it("finds a Hebrew name written with points from a search typed without them, and with them", () => {
    expect(searchIn("he", "מצח")).toEqual(["דג גנרית מצַח"]);
    expect(searchIn("he", "מצַח")).toEqual(["דג גנרית מצַח"]);
  });

  it("finds an Uzbek name whichever way its apostrophe, or the search's, was typed", () => {
    const withGosht = ["Arzon Beton Go'sht", "Zamonaviy Bronza Goʻsht"];
    for (const query of ["go'sht", "GOʻSHT", "go’sht", "go‘sht", "goʼsht", "go`sht", "go´sht"]) {
      expect(searchIn("uz-Latn", query)).toEqual(withGosht);
    }
    expect(searchIn("uz-Latn", "yogʻoch")).toEqual(["Ajoyib Yog’och Stul"]);
  });

  it("finds a Hebrew name whichever way its geresh, or the search's, was typed", () => {
    const chips = ["צ'יפס גנרית מעץ", "צ׳יפס מעשי מגומי"];
    for (const query of ["צ'יפס", "צ׳יפס", "צ’יפס"]) expect(searchIn("he", query)).toEqual(chips);
  });

  it("orders names and categories by the language's collation", () => {
    const collator = new Intl.Collator("tr");
    const compare = (a: string, b: string) => collator.compare(a, b);
    const products = ["Zil", "çanta", "Cam", "dolap"].map((name) =>
      makeProduct({ name, category: name }),
    );
    const catalog = catalogOf(products, 0, "tr");
    expect(names(sortProducts(catalog, "name-asc", wholeOf(catalog), compare))).toEqual([
      "Cam",
      "çanta",
      "dolap",
      "Zil",
    ]);
    expect(categoriesOf(catalog, "", wholeOf(catalog), compare)).toEqual([
      "Cam",
      "çanta",
      "dolap",
      "Zil",
    ]);
    // Without a collator, code units: "ç" after "z".
    expect(categoriesOf(catalog, "", wholeOf(catalog), null).at(-1)).toBe("çanta");
  });
});
