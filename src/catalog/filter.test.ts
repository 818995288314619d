import { describe, expect, it } from "vitest";
import { makeProduct, SAMPLE_PRODUCTS } from "../testing/product-fixtures";
import { NO_FILTERS, type Filters } from "./catalog-params";
import { catalogOf } from "./data/catalog";
import type { Product } from "./data/types";
import { categoriesOf, filterCatalog } from "./filter";

const filterProducts = (products: readonly Product[], filters: Filters) =>
  filterCatalog(catalogOf(products), filters).map(({ product }) => product);

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe("filterCatalog", () => {
  it("keeps every product when both filters are empty", () => {
    expect(filterProducts(SAMPLE_PRODUCTS, NO_FILTERS)).toEqual(SAMPLE_PRODUCTS);
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
    const prices = (filters: Partial<Filters>) =>
      filterProducts(products, { ...NO_FILTERS, ...filters }).map(({ price }) => price);
    expect(prices({ minPrice: "10", maxPrice: "50" })).toEqual([
      "10.00",
      "25.50",
      "49.99",
      "50.00",
    ]);
    expect(prices({ minPrice: "49.99" })).toEqual(["49.99", "50.00", "50.01"]);
    expect(prices({ maxPrice: "9.99" })).toEqual(["9.99"]);
    expect(prices({ minPrice: "10", maxPrice: "50", category: "Home" })).toEqual([
      "10.00",
      "49.99",
    ]);
    expect(prices({ minPrice: "25", query: "lamp 3" })).toEqual(["49.99"]);
  });

  it("ignores a bound it cannot read, and both when the min is above the max", () => {
    const products = ["5.00", "15.00", "25.00"].map((price) =>
      makeProduct({ name: `Mug ${price}`, price }),
    );
    const prices = (minPrice: string, maxPrice: string) =>
      filterProducts(products, { ...NO_FILTERS, minPrice, maxPrice }).map(({ price }) => price);
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

describe("categoriesOf", () => {
  it("lists the distinct categories of the given list, sorted", () => {
    expect(categoriesOf(catalogOf(SAMPLE_PRODUCTS))).toEqual(["Clothing", "Computers", "Home"]);
  });

  it("shrinks with the displayed list", () => {
    const shown = filterCatalog(catalogOf(SAMPLE_PRODUCTS), {
      ...NO_FILTERS,
      query: "cotton",
      category: "",
    });
    expect(categoriesOf(shown)).toEqual(["Clothing"]);
  });

  it("sorts A to Z whatever the case, upper case first between equals", () => {
    expect(categoriesOf([], "garden")).toEqual(["garden"]);
    const shown = catalogOf(
      ["toys", "Books", "Garden", "books", "automotive"].map((category) =>
        makeProduct({ name: `A ${category}`, category }),
      ),
    );
    expect(categoriesOf(shown, "Home")).toEqual([
      "automotive",
      "Books",
      "books",
      "Garden",
      "Home",
      "toys",
    ]);
  });

  it("keeps the chosen category listed when nothing is displayed", () => {
    expect(categoriesOf([], "Home")).toEqual(["Home"]);
    expect(categoriesOf([])).toEqual([]);
  });
});
