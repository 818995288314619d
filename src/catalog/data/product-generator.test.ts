import { allLocales, base, en, Faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../i18n/locales";
import { DEFINITIONS as ENGLISH } from "./locales/en.generated";
import type { ChunkRequest } from "./model";
import {
  definitionsOf,
  FAKER_LOCALES,
  generateChunk as generateIn,
  makeProducts,
} from "./product-generator";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A chunk of English products. */
const generateChunk = (request: Omit<ChunkRequest, "locale">) =>
  generateIn({ ...request, locale: "en" }, ENGLISH);

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

describe("each language's trimmed faker definitions", () => {
  /** faker's whole locale for `name`, chained as its own localized instances are. */
  const fullChain = (name: string) =>
    name === "en" ? [en, base] : [allLocales[name as keyof typeof allLocales], en, base];

  it.each(
    LOCALES.flatMap(({ tag }) => [2, 42].map((seed) => [tag, FAKER_LOCALES[tag], seed] as const)),
  )("%s: make exactly what faker's whole %s locale makes (seed %i)", async (tag, name, seed) => {
    const full = makeProducts(new Faker({ locale: fullChain(name), seed }), 2_000);
    const trimmed = makeProducts(new Faker({ locale: [await definitionsOf(tag)], seed }), 2_000);
    expect(trimmed).toEqual(full);
  });

  it("write each language's products in its own words", async () => {
    const request = { seed: 7, index: 0, size: 20 };
    const names = await Promise.all(
      LOCALES.map(async ({ tag }) =>
        generateIn({ ...request, locale: tag }, await definitionsOf(tag)).map(({ name }) => name),
      ),
    );
    expect(new Set(names.map((list) => list.join())).size).toBe(LOCALES.length);
  });
});
