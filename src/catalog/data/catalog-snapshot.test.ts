import { describe, expect, it } from "vitest";
import { makeProduct } from "../../testing/product-fixtures";
import { catalogOf } from "./catalog";
import { EMPTY_SNAPSHOT, grownSnapshot } from "./catalog-snapshot";

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
