// Writes the spec's bundled reference lists into dist/reference/ as static JSON files,
// straight from faker's English locale (the one source of truth: nothing is copied by
// hand). The catalogue page never loads them; they are there for whoever wants the data.
import { mkdirSync, writeFileSync } from "node:fs";
import { en } from "@faker-js/faker";

/**
 * Each list's file under /reference/ and its entries: objects with exactly the spec's
 * fields, or names.
 * @type {{ file: string, entries: readonly unknown[] }[]}
 */
export const REFERENCE_LISTS = [
  { file: "airlines.json", entries: pick(en.airline?.airline, ["name", "iataCode"]) },
  { file: "airplanes.json", entries: pick(en.airline?.airplane, ["name", "iataTypeCode"]) },
  { file: "airports.json", entries: pick(en.airline?.airport, ["name", "iataCode"]) },
  { file: "bear-species.json", entries: names(en.animal?.bear) },
  { file: "bird-species.json", entries: names(en.animal?.bird) },
];

/**
 * The entries with only the given fields, in that order; a locale without the list (or
 * an entry without a field) fails the build rather than ship an empty or partial list.
 * @param {readonly object[] | null | undefined} list
 * @param {string[]} fields
 */
function pick(list, fields) {
  if (!list?.length) throw new Error(`faker's English locale has no list with ${fields.join()}`);
  return list.map((entry) =>
    Object.fromEntries(
      fields.map((field) => {
        const value = /** @type {Record<string, unknown>} */ (entry)[field];
        if (typeof value !== "string")
          throw new Error(`An entry has no ${field}: ${JSON.stringify(entry)}`);
        return [field, value];
      }),
    ),
  );
}

/** @param {readonly string[] | null | undefined} list */
function names(list) {
  if (!list?.length) throw new Error("faker's English locale has no list of species");
  return [...list];
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const dir = new URL("../dist/reference/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const { file, entries } of REFERENCE_LISTS) {
    writeFileSync(new URL(file, dir), `${JSON.stringify(entries)}\n`);
  }
  console.log(
    `reference lists in dist/reference/: ${REFERENCE_LISTS.map(({ file, entries }) => `${file} (${entries.length})`).join(", ")}`,
  );
}
