import { Faker, type LocaleDefinition } from "@faker-js/faker";
import type { LocaleTag } from "../../i18n/locales";
import { DEFINITIONS as ENGLISH } from "./locales/en.generated";
import { type ChunkRequest, chunkSeed, type Product } from "./model";

/** Takes any Faker, so that scripts/extract-faker-locale.mjs can record what it reads. */
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

/** Faker's locale name for each language, which `npm run faker:locale` extracts. */
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

/** Each is a chunk of its own; a new language without definitions fails the types. */
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

export async function definitionsOf(locale: LocaleTag): Promise<LocaleDefinition> {
  return locale === "en" ? ENGLISH : (await OTHER_LANGUAGES[locale]()).DEFINITIONS;
}

/** Faker gets only the definitions the six fields use: a whole locale is most of a bundle. */
export function generateChunk(
  { seed, index, size }: ChunkRequest,
  definitions: LocaleDefinition,
): Product[] {
  return makeProducts(new Faker({ locale: [definitions], seed: chunkSeed(seed, index) }), size);
}
