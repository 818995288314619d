// Writes the lists of files the offline worker precaches into sw.js (ADR 16), once the
// build's files are final: after the prerendered HTML, before the compressed copies. One
// list every page needs, fetched when the worker installs; one per language, fetched once
// a page in that language has been visited (scripts/precache-lists.mjs says which file
// goes where). Each file is listed with its revision (a hash of its content, or its
// fingerprinted name under /assets/), so a new build gives a new worker, which the browser
// installs beside the old one. `node scripts/precache.mjs [dist]` (dist/ by default) can
// run again on a changed copy of a build: the worker's source is kept in the build's
// .vite/ folder, which no server serves, so each build (and each copy) has its own;
// node_modules/ may be shared by several checkouts.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getManifest } from "workbox-build";
import { isAddress } from "./addresses.mjs";
import { linkedFiles, precacheLists } from "./precache-lists.mjs";

/** Where src/service-worker/sw.ts reads its lists: each is in the built worker once. */
const COMMON = "self.__WB_MANIFEST";
const LANGUAGES = "self.__LANGUAGE_MANIFESTS";
const ADDRESSES = "self.__BUILD_ADDRESSES";

const dist = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
const source = `${dist}/.vite/sw.source.js`;

// vite-plugin-pwa leaves the lists' places empty in dist/sw.js: that is the source.
if (readFileSync(`${dist}/sw.js`, "utf8").includes(COMMON)) {
  copyFileSync(`${dist}/sw.js`, source);
} else if (!existsSync(source)) {
  throw new Error(`${dist}/sw.js has its lists already and no source is kept: build again.`);
}

const { manifestEntries, warnings } = await getManifest({
  globDirectory: dist,
  globPatterns: ["**/*.{html,js,css,webmanifest,svg,png,ico}"],
  // The worker is not its own file to precache; the build's own manifest is for the
  // build's scripts.
  globIgnores: ["sw.js", ".vite/**"],
  // Fingerprinted: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
});
if (warnings.length > 0) throw new Error(warnings.join("\n"));

/** The hash of a file as Subresource Integrity writes it. @param {string} path */
const integrityOf = (path) =>
  `sha256-${createHash("sha256")
    .update(readFileSync(join(dist, path)))
    .digest("base64")}`;

const { common, languages } = precacheLists(
  manifestEntries,
  JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, "utf8")),
  linkedFiles(readFileSync(`${dist}/index.html`, "utf8")),
  integrityOf,
);

// Every address of the build, so that offline the worker tells a file it did not store
// (the network's error) from a path that names nothing (the 404 screen).
const addresses = readdirSync(dist, { recursive: true, encoding: "utf8", withFileTypes: false })
  .map((file) => `/${file.split("\\").join("/")}`)
  .filter((path) => isAddress(path) && statSync(join(dist, path)).isFile())
  .sort();

let worker = readFileSync(source, "utf8");
/** @type {[string, unknown][]} */
const places = [
  [COMMON, common],
  [LANGUAGES, languages],
  [ADDRESSES, addresses],
];
for (const [place, list] of places) {
  const found = worker.split(place).length - 1;
  if (found !== 1) throw new Error(`${source} has ${place} ${String(found)} times, not once`);
  worker = worker.replace(place, () => JSON.stringify(list));
}
writeFileSync(`${dist}/sw.js`, worker);

const perLanguage = Object.entries(languages).map(([tag, list]) => `${tag} ${String(list.length)}`);
console.log(
  `precache: ${String(common.length)} files for every page, each language's once visited (${perLanguage.join(", ")}), listed in ${dist}/sw.js`,
);
