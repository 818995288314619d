import { Faker } from "@faker-js/faker";
import { PRODUCT_LOCALE } from "./product-locale.generated";

export interface Product {
  /** A uuid. */
  readonly _id: string;
  readonly name: string;
  /** Kept as faker gives it ("123.00"): the spec's data model says string. */
  readonly price: string;
  readonly description: string;
  /** Avatar image URL. */
  readonly image: string;
  /** A commerce department name. */
  readonly category: string;
}

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
 * A generator of products from a seed: the same seed gives the same products, call after
 * call continuing one sequence (the worker asks for them chunk by chunk). faker carries
 * only the English definitions the six fields use: the whole `en` locale is most of a
 * naive bundle. This module and the generated locale are the only ones that know faker.
 */
export function productGenerator(seed: number): (count: number) => Product[] {
  const faker = new Faker({ locale: [PRODUCT_LOCALE], seed });
  return (count) => makeProducts(faker, count);
}

export function generateProducts(count: number, seed: number): Product[] {
  return productGenerator(seed)(count);
}
