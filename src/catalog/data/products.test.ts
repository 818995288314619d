import { base, en, Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { PRODUCT_LOCALE } from "./product-locale.generated";
import { generateProducts, makeProducts, productGenerator } from "./products";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("generateProducts", () => {
  const products = generateProducts(50, 1);

  it("makes as many products as asked", () => {
    expect(products).toHaveLength(50);
    expect(generateProducts(12, 1)).toHaveLength(12);
    expect(generateProducts(0, 1)).toEqual([]);
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

  it("gives the same products for the same seed and others for another", () => {
    expect(generateProducts(50, 1)).toEqual(products);
    const other = generateProducts(50, 2);
    expect(other.map((product) => product._id)).not.toEqual(products.map((p) => p._id));
  });

  it("continues one sequence across calls, so chunks add up to one list", () => {
    const next = productGenerator(7);
    expect([...next(20), ...next(30)]).toEqual(generateProducts(50, 7));
  });
});

describe("the trimmed faker locale", () => {
  it.each([2, 3, 42])("makes exactly what the full English locale makes (seed %i)", (seed) => {
    const full = makeProducts(new Faker({ locale: [en, base], seed }), 3_000);
    const trimmed = makeProducts(new Faker({ locale: [PRODUCT_LOCALE], seed }), 3_000);
    expect(trimmed).toEqual(full);
  });
});
