// Checks the production build against budgets.json. Critical-path JavaScript is the entry
// chunk and every chunk it imports statically (Vite's manifest): all that loads before
// the first card shows. Lazy chunks (dynamic imports, workers) are counted apart.
// Sizes are the gzip bytes as served (the zopfli .gz files); gzip -9 and brotli are
// printed beside them for comparison.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";

const DIST = new URL("../dist/", import.meta.url);
const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8"));
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", DIST), "utf8"));

/** @param {string} file */
function sizes(file) {
  const source = readFileSync(new URL(file, DIST));
  const served = existsSync(new URL(`${file}.gz`, DIST))
    ? readFileSync(new URL(`${file}.gz`, DIST)).length
    : gzipSync(source, { level: 9 }).length;
  return {
    raw: source.length,
    served,
    gzip9: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/** The entry chunk and everything it imports statically, as manifest keys. */
function criticalChunks() {
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen];
}

/** @param {string[]} files */
function total(files) {
  return files.map(sizes).reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      served: sum.served + size.served,
      gzip9: sum.gzip9 + size.gzip9,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, served: 0, gzip9: 0, brotli: 0 },
  );
}

const critical = criticalChunks();
const criticalJs = critical.map((key) => manifest[key]?.file ?? "").filter(Boolean);
const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
// Workers are assets, not chunks, in the manifest: list the files themselves.
const allJs = readdirSync(new URL("assets/", DIST))
  .filter((file) => file.endsWith(".js"))
  .map((file) => `assets/${file}`);

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
const rows = [
  ["critical-path JS", total(criticalJs), budgets.criticalPathJsGzipKB],
  ["all JS", total(allJs), null],
  ["CSS", total(css), budgets.cssGzipKB],
];

console.log("what               raw kB  served gzip kB  gzip -9 kB  brotli kB  budget (gzip)");
let over = false;
for (const [name, size, budget] of rows) {
  const fails = budget !== null && size.served > budget * 1000;
  over ||= fails;
  console.log(
    `${String(name).padEnd(18)} ${kB(size.raw).padStart(6)}  ${kB(size.served).padStart(14)}  ${kB(size.gzip9).padStart(10)}  ${kB(size.brotli).padStart(9)}  ${budget === null ? "" : `${budget} kB ${fails ? "EXCEEDED" : "ok"}`}`,
  );
}
if (over) {
  console.error("A size budget is exceeded (budgets.json).");
  process.exit(1);
}
