import { base, en, Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { generateChunk, makeProducts } from "./products";
import { PRODUCT_LOCALE } from "./product-locale.generated";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("generateChunk", () => {
  const products = generateChunk({ seed: 1, index: 0, size: 50 });

  it("makes as many products as asked", () => {
    expect(products).toHaveLength(50);
    expect(generateChunk({ seed: 1, index: 0, size: 12 })).toHaveLength(12);
    expect(generateChunk({ seed: 1, index: 0, size: 0 })).toEqual([]);
  });

  it("gives every product a distinct uuid", () => {
    for (const product of products) expect(product._id).toMatch(UUID);
    expect(new Set(products.map((product) => product._id)).size).toBe(products.length);
  });

  it("keeps the price a decimal string", () => {
    for (const product of products) {
      expect(typeof product.price).toBe("string");
      expect(product.price).toMatch(/^\d+(\.\d{2})?$/);
    }
  });

  it("fills name, description and category with non-empty text", () => {
    for (const { name, description, category } of products) {
      for (const text of [name, description, category]) expect(text.trim()).not.toBe("");
    }
  });

  it("points the image at an https avatar URL", () => {
    for (const product of products) expect(new URL(product.image).protocol).toBe("https:");
  });

  it("gives the same products for the same seed and chunk, and others for another", () => {
    const ids = (list: readonly { _id: string }[]) => list.map(({ _id }) => _id);
    expect(generateChunk({ seed: 1, index: 0, size: 50 })).toEqual(products);
    expect(ids(generateChunk({ seed: 2, index: 0, size: 50 }))).not.toEqual(ids(products));
    expect(ids(generateChunk({ seed: 1, index: 1, size: 50 }))).not.toEqual(ids(products));
  });

  it("makes the first products of a chunk the same whatever its size", () => {
    expect(generateChunk({ seed: 3, index: 2, size: 5 })).toEqual(
      generateChunk({ seed: 3, index: 2, size: 20 }).slice(0, 5),
    );
  });
});

describe("the trimmed faker locale", () => {
  it.each([2, 3, 42])("makes exactly what the full English locale makes (seed %i)", (seed) => {
    const full = makeProducts(new Faker({ locale: [en, base], seed }), 3_000);
    const trimmed = makeProducts(new Faker({ locale: [PRODUCT_LOCALE], seed }), 3_000);
    expect(trimmed).toEqual(full);
  });
});
