// Fails when the production build exceeds a ceiling of budgets.json (kB of gzip as served),
// and prints the room each ceiling leaves.
import { readFileSync } from "node:fs";
import { kB, measureSizes } from "./sizes.mjs";

const budgets = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8"));
const { criticalJs, allJs, css } = measureSizes();

/** @type {[string, import("./sizes.mjs").Size, number | null][]} */
const rows = [
  ["critical-path JS", criticalJs, budgets.criticalPathJsGzipKB.ceiling],
  ["all JS", allJs, null],
  ["CSS", css, budgets.cssGzipKB.ceiling],
];

console.log(
  "what               raw kB  served gzip kB  zlib 6 kB  gzip -9 kB  brotli kB  budget (gzip)",
);
let exceeded = false;
for (const [name, size, budget] of rows) {
  const over = budget !== null && size.served > budget * 1000;
  exceeded ||= over;
  const room = budget === null ? "" : ` (${kB(budget * 1000 - size.served)} kB left)`;
  const verdict = budget === null ? "" : `${budget} kB ${over ? "EXCEEDED" : "ok"}${room}`;
  console.log(
    `${name.padEnd(18)} ${kB(size.raw).padStart(6)}  ${kB(size.served).padStart(14)}  ${kB(size.gzip6).padStart(9)}  ${kB(size.gzip9).padStart(10)}  ${kB(size.brotli).padStart(9)}  ${verdict}`,
  );
}
if (exceeded) {
  console.error("A size budget of budgets.json is exceeded.");
  process.exit(1);
}
