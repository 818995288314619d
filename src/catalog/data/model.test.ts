import { describe, expect, it } from "vitest";
import { makeProduct, SAMPLE_PRODUCTS } from "../../testing/product-fixtures";
import { catalogOf, EMPTY_SNAPSHOT, grownSnapshot } from "./model";

const entries = catalogOf(
  ["Books", "Home", "Books", "Toys"].map((category, at) =>
    makeProduct({ name: `Product ${String(at)}`, category }),
  ),
);

describe("grownSnapshot", () => {
  it("appends the products, and their categories once each", () => {
    const first = grownSnapshot(EMPTY_SNAPSHOT, entries.slice(0, 2));
    const grown = grownSnapshot(first, entries.slice(2));
    expect(grown.entries).toEqual(entries);
    expect(grown.products).toEqual(entries.map(({ product }) => product));
    expect([...grown.categories]).toEqual(["Books", "Home", "Toys"]);
    expect([...first.categories]).toEqual(["Books", "Home"]);
    expect(EMPTY_SNAPSHOT.categories.size).toBe(0);
  });

  it("keeps the categories as they were when the added products bring none", () => {
    const first = grownSnapshot(EMPTY_SNAPSHOT, entries.slice(0, 2));
    expect(grownSnapshot(first, entries.slice(2, 3)).categories).toBe(first.categories);
  });
});

describe("catalogOf", () => {
  it("keeps each product, in order, with its name lower-cased beside it", () => {
    const catalog = catalogOf(SAMPLE_PRODUCTS);
    expect(catalog.map(({ product }) => product)).toEqual(SAMPLE_PRODUCTS);
    expect(catalog.map(({ nameKey }) => nameKey)).toEqual([
      "sleek cotton hat",
      "rustic steel chair",
      "small cotton gloves",
      "ergonomic steel keyboard",
      "gorgeous wooden table",
    ]);
    expect(catalog.map(({ place }) => place)).toEqual([0, 1, 2, 3, 4]);
    expect(catalogOf(SAMPLE_PRODUCTS, 7000).map(({ place }) => place)[4]).toBe(7004);
  });
});
