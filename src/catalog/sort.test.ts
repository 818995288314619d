import { describe, expect, it } from "vitest";
import { makeProduct } from "../testing/product-fixtures";
import type { SortOrder } from "./catalog-params";
import { catalogOf } from "./data/catalog";
import type { Catalog } from "./data/types";
import { catalogOrder, sortProducts } from "./sort";

const catalog = catalogOf([
  makeProduct({ name: "Sleek Cotton Hat", price: "25.00" }),
  makeProduct({ name: "rustic Steel Chair", price: "120.50" }),
  makeProduct({ name: "Small Cotton Gloves", price: "9.99" }),
  makeProduct({ name: "Awesome Steel Keyboard", price: "25.00" }),
  makeProduct({ name: "Gorgeous Wooden Table", price: "1000.00" }),
]);
const sortedNames = (entries: Catalog, order: SortOrder, whole: Catalog = entries) =>
  sortProducts(entries, order, whole).map(({ name }) => name);

describe("sortProducts", () => {
  it("keeps the generated order for Featured", () => {
    expect(sortProducts(catalog, "featured", catalog)).toEqual(
      catalog.map(({ product }) => product),
    );
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
    expect(sortProducts(twins, "name-asc", twins).map(({ _id }) => _id)).toEqual([
      "id-Hard Chair",
      "first",
      "second",
    ]);
  });

  it("computes each order of a catalogue once: the places of its products in that order", () => {
    const places = catalogOrder(catalog, "price-asc");
    expect([...places]).toEqual([2, 0, 3, 1, 4]);
    expect([...catalogOrder(catalog, "price-desc")]).toEqual([4, 1, 0, 3, 2]);
    expect([...catalogOrder(catalog, "name-asc")]).toEqual([3, 4, 1, 0, 2]);
    expect(catalogOrder(catalog, "price-asc")).toBe(places);
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
