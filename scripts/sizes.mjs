// Measures the production build in dist/: critical-path JavaScript (the entry chunk and
// the chunks it imports, statically or at start-up, and theirs, per Vite's manifest: all
// that loads before the first card shows), all JavaScript (lazy chunks and workers too)
// and CSS. "served" is the gzip bytes as shipped (the zopfli .gz files); zlib level 6
// (what most servers and CDNs send when they compress on the fly), gzip -9 and brotli are
// given beside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The app, which the entry (src/boot.ts) imports at once, its chunks preloaded. */
const APP = "src/main.tsx";

/** @typedef {{ raw: number, served: number, gzip6: number, gzip9: number, brotli: number }} Size */

/** @param {URL} dist @param {string} file path inside dist/ @returns {Size} */
function sizeOf(dist, file) {
  const source = readFileSync(new URL(file, dist));
  const gzip9 = gzipSync(source, { level: 9 }).length;
  const precompressed = new URL(`${file}.gz`, dist);
  return {
    raw: source.length,
    served: existsSync(precompressed) ? readFileSync(precompressed).length : gzip9,
    gzip6: gzipSync(source, { level: 6 }).length,
    gzip9,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** @param {URL} dist @param {string[]} files @returns {Size} */
function total(dist, files) {
  return files
    .map((file) => sizeOf(dist, file))
    .reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        served: sum.served + size.served,
        gzip6: sum.gzip6 + size.gzip6,
        gzip9: sum.gzip9 + size.gzip9,
        brotli: sum.brotli + size.brotli,
      }),
      { raw: 0, served: 0, gzip6: 0, gzip9: 0, brotli: 0 },
    );
}

/**
 * @param {URL} [dist] a build's dist/ folder (this project's by default)
 * @returns {{ criticalJs: Size, allJs: Size, css: Size }}
 */
export function measureSizes(dist = new URL("../dist/", import.meta.url)) {
  /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8"));
  const critical = new Set();
  const visit = (/** @type {string} */ key) => {
    if (critical.has(key)) return;
    critical.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // The app the entry imports is on the critical path too (a build whose entry is the app
  // has it already); lazy chunks of the app are not.
  if (manifest[APP]) visit(APP);

  // Workers are assets, not chunks, in the manifest: list the files themselves.
  const allJs = readdirSync(new URL("assets/", dist))
    .filter((file) => file.endsWith(".js"))
    .map((file) => `assets/${file}`);
  return {
    criticalJs: total(
      dist,
      [...critical].map((key) => manifest[key]?.file ?? ""),
    ),
    allJs: total(dist, allJs),
    css: total(dist, [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))]),
  };
}

/** @param {number} bytes */
export const kB = (bytes) => (bytes / 1000).toFixed(1);
