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
  });
});
