// Records which of faker's definitions the product generator reads in each language the
// app speaks (src/i18n/locales.ts), and writes only those, one module per language, to
// src/catalog/data/locales/<tag>.generated.ts, so the build ships nothing else.
// `--check` fails instead of writing when a committed module is out of date or left over.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { allLocales, base, en, Faker } from "@faker-js/faker";
import { runnerImport } from "vite";

const OUTPUT_DIR = fileURLToPath(new URL("../src/catalog/data/locales/", import.meta.url));
const SUFFIX = ".generated.ts";
// Descriptions are drawn from templates that name other definitions: this many draws
// reach every template many times over.
const DRAWS = 5_000;

/** @type {Set<string>} */
const leavesRead = new Set();

/**
 * Wraps a definition so that reading a leaf (a list or a value) records its dotted path,
 * and reading a field of a list's entry records `list[].field`. Lists are wrapped too:
 * faker merges locales by copying top-level entries, and the copy keeps the same lists.
 * @param {object} node
 * @param {string} path
 * @returns {object}
 */
function recording(node, path) {
  return new Proxy(node, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== "string") return value;
      const child = Array.isArray(target) ? `${path}[]` : `${path}.${key}`;
      if (Array.isArray(target)) leavesRead.add(path);
      else if (typeof value !== "object" || value === null || Array.isArray(value)) {
        leavesRead.add(child);
      }
      return typeof value === "object" && value !== null ? recording(value, child) : value;
    },
  });
}

/**
 * @param {import("@faker-js/faker").LocaleDefinition} locale
 * @returns {import("@faker-js/faker").LocaleDefinition}
 */
function recordingLocale(locale) {
  return /** @type {import("@faker-js/faker").LocaleDefinition} */ (
    Object.fromEntries(
      Object.entries(locale).map(([category, entry]) => [
        category,
        recording(entry ?? {}, category),
      ]),
    )
  );
}

/**
 * @param {unknown} node
 * @param {string[]} keys
 * @returns {unknown}
 */
function lookup(node, keys) {
  return keys.reduce(
    (current, key) =>
      typeof current === "object" && current !== null
        ? /** @type {Record<string, unknown>} */ (current)[key]
        : undefined,
    node,
  );
}

const { module: products } = await runnerImport("/src/catalog/data/product-generator.ts");
const {
  module: { LOCALES },
} = await runnerImport("/src/i18n/locales.ts");
/** @type {Record<string, string>} faker's name for each language's locale */
const FAKER_LOCALES = products.FAKER_LOCALES;

/**
 * The definitions faker reads for one language: its own, then English's, then the base
 * locale's, as faker's own localized instances (`fakerFR`…) chain them.
 * @param {string} name faker's name for the locale
 * @returns {import("@faker-js/faker").LocaleDefinition[]}
 */
function chainOf(name) {
  const own = /** @type {Record<string, import("@faker-js/faker").LocaleDefinition>} */ (
    allLocales
  )[name];
  if (!own) throw new Error(`faker has no locale ${name}`);
  return name === "en" ? [en, base] : [own, en, base];
}

/**
 * The generator's output from a locale, or null when the locale lacks what it needs.
 * @param {import("@faker-js/faker").LocaleDefinition[]} locale
 */
function output(locale) {
  try {
    return JSON.stringify(products.makeProducts(new Faker({ locale, seed: 1 }), DRAWS));
  } catch {
    return null;
  }
}

/**
 * The smallest part of a language's definitions that makes exactly what the whole makes.
 * @param {string} name faker's name for the locale
 */
function extract(name) {
  const chain = chainOf(name);
  const recorder = new Faker({ locale: chain.map(recordingLocale), seed: 1 });
  // Building the Faker merged the locales, reading them all: only the generator's reads count.
  leavesRead.clear();
  products.makeProducts(recorder, DRAWS);
  const read = [...leavesRead];
  /** Lists whose entries are objects with fields that were read one by one. */
  const listsOfRecords = new Set(
    read.filter((path) => path.includes("[].")).map((path) => path.split("[].")[0]),
  );

  /**
   * @param {string[]} leaves dotted paths, and `list[].field` for fields of list entries
   * @returns {import("@faker-js/faker").LocaleDefinition} those definitions, nested
   */
  function subsetOf(leaves) {
    /** @type {Record<string, any>} */
    const subset = {};
    for (const path of leaves.filter((leaf) => !leaf.includes("[]"))) {
      const keys = path.split(".");
      let parent = subset;
      for (const key of keys.slice(0, -1)) parent = parent[key] ??= {};
      let value = chain.map((locale) => lookup(locale, keys)).find((found) => found !== undefined);
      if (listsOfRecords.has(path) && Array.isArray(value)) {
        const fields = leaves
          .filter((leaf) => leaf.startsWith(`${path}[].`))
          .map((leaf) => leaf.slice(path.length + 3));
        value = value.map((entry) =>
          Object.fromEntries(fields.map((field) => [field, entry[field]])),
        );
      }
      parent[keys.at(-1) ?? ""] = value;
    }
    return subset;
  }

  // Reading is not using: faker destructures { generic, female, male } and then takes one.
  // A definition stays only if leaving it out changes what the generator makes.
  const reference = output(chain);
  let used = read.sort();
  for (const leaf of [...used]) {
    const without = used.filter((path) => path !== leaf);
    if (output([subsetOf(without)]) === reference) used = without;
  }
  if (output([subsetOf(used)]) !== reference)
    throw new Error(`the ${name} subset changes the output`);
  // Definitions the language lacks, which faker takes from English.
  const english = used.filter(
    (leaf) =>
      !leaf.includes("[]") && name !== "en" && lookup(chain[0], leaf.split(".")) === undefined,
  );
  return { used, english, subset: subsetOf(used) };
}

/** @type {Map<string, string>} file name → source */
const sources = new Map();
for (const { tag } of LOCALES) {
  const name = FAKER_LOCALES[tag] ?? tag;
  const { used, english, subset } = extract(name);
  const fallback =
    english.length === 0
      ? ""
      : `\n// Taken from English, which faker falls back to: ${english.join(", ")}.`;
  sources.set(
    `${tag}${SUFFIX}`,
    `// Generated by scripts/extract-faker-locale.mjs (npm run faker:locale): do not edit.
// The faker definitions (locale "${name}") that the product generator uses, and nothing else.
// Used: ${used.join(", ")}.${fallback}
import type { LocaleDefinition } from "@faker-js/faker";

// Partial by design (list entries keep only the fields faker reads), so it is asserted, not
// inferred, to be a LocaleDefinition; the extractor checked that it makes exactly what the
// full locale makes.
export const DEFINITIONS = ${JSON.stringify(subset, null, 2)} as unknown as LocaleDefinition;
`,
  );
}

const present = readdirSync(OUTPUT_DIR).filter((file) => file.endsWith(SUFFIX));
if (process.argv.includes("--check")) {
  const stale = [
    ...[...sources].filter(([file, source]) => {
      try {
        return readFileSync(`${OUTPUT_DIR}${file}`, "utf8") !== source;
      } catch {
        return true;
      }
    }),
  ].map(([file]) => file);
  const leftOver = present.filter((file) => !sources.has(file));
  if (stale.length + leftOver.length > 0) {
    console.error(
      `faker definitions out of date (${[...stale, ...leftOver].join(", ")}): run "npm run faker:locale" and commit them.`,
    );
    process.exit(1);
  }
  console.log(`faker definitions are up to date (${String(sources.size)} languages).`);
} else {
  for (const file of present) if (!sources.has(file)) rmSync(`${OUTPUT_DIR}${file}`);
  for (const [file, source] of sources) writeFileSync(`${OUTPUT_DIR}${file}`, source);
  console.log(`wrote the definitions of ${String(sources.size)} languages to ${OUTPUT_DIR}`);
}
