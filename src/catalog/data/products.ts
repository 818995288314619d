import { Faker } from "@faker-js/faker";
import { chunkSeed } from "./chunks";
import { PRODUCT_LOCALE } from "./product-locale.generated";
import type { ChunkRequest, Product } from "./types";

/**
 * The six fields, from any Faker. `scripts/extract-faker-locale.mjs` runs this with the
 * full English locale to record which definitions it reads.
 */
export function makeProducts(faker: Faker, count: number): Product[] {
  return Array.from({ length: count }, () => ({
    _id: faker.string.uuid(),
    name: faker.commerce.productName(),
    price: faker.commerce.price(),
    description: faker.commerce.productDescription(),
    image: faker.image.avatar(),
    category: faker.commerce.department(),
  }));
}

/**
 * One chunk of a catalogue, from its own seed. faker carries only the English definitions
 * the six fields use: the whole `en` locale is most of a naive bundle. This module runs in
 * the product worker only, so faker never evaluates on the page's main thread; it and the
 * generated locale are the only modules that know faker.
 */
export function generateChunk({ seed, index, size }: ChunkRequest): Product[] {
  return makeProducts(new Faker({ locale: [PRODUCT_LOCALE], seed: chunkSeed(seed, index) }), size);
}
