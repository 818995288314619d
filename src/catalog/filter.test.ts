import { describe, expect, it } from "vitest";
import { makeProduct, SAMPLE_PRODUCTS } from "../testing/product-fixtures";
import { NO_FILTERS, type Filters } from "./catalog-params";
import { catalogOf } from "./data/catalog";
import type { Product } from "./data/products";
import { categoriesOf, filterCatalog } from "./filter";

const filterProducts = (products: readonly Product[], filters: Filters) =>
  filterCatalog(catalogOf(products), filters).map(({ product }) => product);

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);

describe("filterCatalog", () => {
  it("keeps every product when both filters are empty", () => {
    expect(filterProducts(SAMPLE_PRODUCTS, NO_FILTERS)).toEqual(SAMPLE_PRODUCTS);
  });

  it("shows only products of the chosen category, matched exactly", () => {
    expect(names(filterProducts(SAMPLE_PRODUCTS, { query: "", category: "Home" }))).toEqual([
      "Rustic Steel Chair",
      "Gorgeous Wooden Table",
    ]);
    expect(filterProducts(SAMPLE_PRODUCTS, { query: "", category: "home" })).toEqual([]);
    expect(filterProducts(SAMPLE_PRODUCTS, { query: "", category: "Hom" })).toEqual([]);
  });

  it("matches a name by case-insensitive substring", () => {
    expect(names(filterProducts(SAMPLE_PRODUCTS, { query: "COTTON", category: "" }))).toEqual([
      "Sleek Cotton Hat",
      "Small Cotton Gloves",
    ]);
    expect(names(filterProducts(SAMPLE_PRODUCTS, { query: "eel ch", category: "" }))).toEqual([
      "Rustic Steel Chair",
    ]);
  });

  it("requires both filters to hold when both are set", () => {
    expect(names(filterProducts(SAMPLE_PRODUCTS, { query: "steel", category: "Home" }))).toEqual([
      "Rustic Steel Chair",
    ]);
    expect(filterProducts(SAMPLE_PRODUCTS, { query: "cotton", category: "Home" })).toEqual([]);
  });

  it("does not search the description or the category", () => {
    expect(filterProducts(SAMPLE_PRODUCTS, { query: "Description", category: "" })).toEqual([]);
    expect(filterProducts(SAMPLE_PRODUCTS, { query: "Clothing", category: "" })).toEqual([]);
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
    expect(names(filterProducts(products, { query, category: "" }))).toEqual([name]);
  });

  it("does not treat regex syntax as a pattern that matches other names", () => {
    const products = [makeProduct({ name: "Plain Chair" })];
    expect(filterProducts(products, { query: ".*", category: "" })).toEqual([]);
    expect(filterProducts(products, { query: "C.air", category: "" })).toEqual([]);
  });
});

describe("categoriesOf", () => {
  it("lists the distinct categories of the given list, sorted", () => {
    expect(categoriesOf(catalogOf(SAMPLE_PRODUCTS))).toEqual(["Clothing", "Computers", "Home"]);
  });

  it("shrinks with the displayed list", () => {
    const shown = filterCatalog(catalogOf(SAMPLE_PRODUCTS), { query: "cotton", category: "" });
    expect(categoriesOf(shown)).toEqual(["Clothing"]);
  });

  it("keeps the chosen category listed when nothing is displayed", () => {
    expect(categoriesOf([], "Home")).toEqual(["Home"]);
    expect(categoriesOf([])).toEqual([]);
  });
});
