import { Faker, type LocaleDefinition } from "@faker-js/faker";
import type { LocaleTag } from "../../i18n/locales";
import { DEFINITIONS as ENGLISH } from "./locales/en.generated";
import { type ChunkRequest, chunkSeed, type Product } from "./model";

/**
 * The six fields, from any Faker. `scripts/extract-faker-locale.mjs` runs this with each
 * full locale to record which definitions it reads.
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

/** faker's name for each language's locale, which `npm run faker:locale` extracts. */
export const FAKER_LOCALES: Readonly<Record<LocaleTag, string>> = {
  da: "da",
  en: "en",
  fr: "fr",
  he: "he",
  hu: "hu",
  id: "id_ID",
  nl: "nl",
  tr: "tr",
  "uz-Latn": "uz_UZ_latin",
  "zh-CN": "zh_CN",
};

type Definitions = Promise<{ readonly DEFINITIONS: LocaleDefinition }>;

/**
 * Every other language's definitions, each a chunk of its own that the worker loads only
 * when asked for that language. A record, so a language added to `LOCALES` without its
 * definitions fails the types.
 */
const OTHER_LANGUAGES: Record<Exclude<LocaleTag, "en">, () => Definitions> = {
  da: () => import("./locales/da.generated"),
  fr: () => import("./locales/fr.generated"),
  he: () => import("./locales/he.generated"),
  hu: () => import("./locales/hu.generated"),
  id: () => import("./locales/id.generated"),
  nl: () => import("./locales/nl.generated"),
  tr: () => import("./locales/tr.generated"),
  "uz-Latn": () => import("./locales/uz-Latn.generated"),
  "zh-CN": () => import("./locales/zh-CN.generated"),
};

/**
 * The faker definitions for products in `locale`: English's come with the worker, the
 * specified page's language; another's once loaded.
 */
export async function definitionsOf(locale: LocaleTag): Promise<LocaleDefinition> {
  return locale === "en" ? ENGLISH : (await OTHER_LANGUAGES[locale]()).DEFINITIONS;
}

/**
 * One chunk of a catalogue, from its own seed, with `definitions` (its language's, from
 * `definitionsOf`). faker carries only the definitions the six fields use: a whole locale
 * is most of a naive bundle. This module runs in the product worker only, so faker never
 * evaluates on the page's main thread; it and the generated definitions are the only
 * modules that know faker.
 */
export function generateChunk(
  { seed, index, size }: ChunkRequest,
  definitions: LocaleDefinition,
): Product[] {
  return makeProducts(new Faker({ locale: [definitions], seed: chunkSeed(seed, index) }), size);
}
