// Precompresses the text assets of dist/ once at build time: .gz with zopfli (gzip
// format, a few percent smaller than gzip -9) and .br with brotli at its highest quality.
// The production server sends whichever the browser accepts.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

// This build's dist/, or the one named (the bench compresses the tutorial build's alike).
const DIST = process.argv[2] ?? new URL("../dist", import.meta.url).pathname;
const TEXT = /\.(js|css|html|svg|txt|json|webmanifest)$/;

/** @param {string} dir @returns {string[]} */
const filesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );

for (const file of filesIn(DIST).filter((name) => TEXT.test(name))) {
  const source = readFileSync(file);
  writeFileSync(`${file}.gz`, await gzipAsync(source, { numiterations: 15 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
