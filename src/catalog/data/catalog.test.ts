import { describe, expect, it } from "vitest";
import { SAMPLE_PRODUCTS } from "../../testing/product-fixtures";
import { catalogOf } from "./catalog";

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
