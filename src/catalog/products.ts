import { faker } from "@faker-js/faker";

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

/** The only place that knows faker: swapping the data source touches this module alone. */
export function generateProducts(count: number): Product[] {
  return Array.from({ length: count }, () => ({
    _id: faker.string.uuid(),
    name: faker.commerce.productName(),
    price: faker.commerce.price(),
    description: faker.commerce.productDescription(),
    image: faker.image.avatar(),
    category: faker.commerce.department(),
  }));
}
