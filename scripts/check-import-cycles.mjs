// Fails when modules of src/ import each other in a cycle, `import type` included.
// ESLint's import-x/no-cycle skips type-only imports, so it misses a cycle with a type
// import on the way (catalog.ts took Product from products.ts, which imported catalog.ts);
// such a cycle still ties modules that should depend one way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SRC = fileURLToPath(new URL("../src", import.meta.url));
const modules = new Set(
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(SRC, file)),
);

/**
 * The module of src/ that `specifier`, imported by `importer`, names; none for a package.
 * @param {string} importer
 * @param {string} specifier
 * @returns {string | undefined}
 */
function resolve(importer, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) =>
    modules.has(file),
  );
}

/** @type {Map<string, string[]>} Each module's imports of src/: static, type-only or dynamic. */
const imports = new Map(
  [...modules].map((file) => [
    file,
    ts
      .preProcessFile(readFileSync(file, "utf8"), true, true)
      .importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []),
  ]),
);

/** @type {string[][]} */
const cycles = [];
/** @type {Set<string>} */
const done = new Set();

/**
 * Depth first from `file`; an import of a module still on the path closes a cycle.
 * @param {string} file
 * @param {string[]} trail
 */
function visit(file, trail) {
  const at = trail.indexOf(file);
  if (at >= 0) {
    cycles.push([...trail.slice(at), file]);
    return;
  }
  if (done.has(file)) return;
  for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
  done.add(file);
}

for (const file of modules) visit(file, []);
if (cycles.length > 0) {
  const name = (/** @type {string} */ file) => path.relative(SRC, file);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.map(name).join(" → ")}`);
  process.exit(1);
}
console.log(`No import cycle among the ${modules.size} modules of src/.`);
