// Writes the list of files the offline worker precaches into sw.js (ADR 16), once the
// build's files are final: after the reference lists and the prerendered HTML, before the
// compressed copies. Each file is listed with its revision (a hash of its content, or
// its fingerprinted name under /assets/), so a new build gives a new worker, which the
// browser installs beside the old one. `node scripts/precache.mjs [dist]` (dist/ by
// default) can run again on a changed copy of a build: the worker's source is kept in the
// build's .vite/ folder, which no server serves, so each build (and each copy) has its
// own; node_modules/ may be shared by several checkouts.
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { injectManifest } from "workbox-build";

const INJECTION_POINT = "self.__WB_MANIFEST";
const dist = process.argv[2] ?? fileURLToPath(new URL("../dist", import.meta.url));
const source = `${dist}/.vite/sw.source.js`;

// vite-plugin-pwa leaves the list's place empty in dist/sw.js: that is the source.
if (readFileSync(`${dist}/sw.js`, "utf8").includes(INJECTION_POINT)) {
  copyFileSync(`${dist}/sw.js`, source);
} else if (!existsSync(source)) {
  throw new Error(`${dist}/sw.js has its list already and no source is kept: build again.`);
}

/** The shells (index.fr.html, 404.html…): their name and their language's tag, if any. */
const SHELL = /^(index|404)(?:\.([^/]+))?\.html$/;

/**
 * Each shell at the address the server answers with it (src/service-worker/navigation.ts,
 * shellAddresses): "/" is index.html, "/?locale=fr" index.fr.html, "/404.html?locale=fr"
 * (an unknown path) 404.fr.html. The server answers /index.html with the 404 screen.
 * @type {import("workbox-build").ManifestTransform}
 */
const shellsAtTheirAddresses = (entries) => ({
  manifest: entries.map((entry) => {
    const [, name, tag] = SHELL.exec(entry.url) ?? [];
    if (name === undefined) return entry;
    const query = tag === undefined ? "" : `?locale=${tag}`;
    return { ...entry, url: name === "index" ? `/${query}` : `/404.html${query}` };
  }),
  warnings: [],
});

const { count, size, warnings } = await injectManifest({
  swSrc: source,
  swDest: `${dist}/sw.js`,
  globDirectory: dist,
  injectionPoint: INJECTION_POINT,
  globPatterns: ["**/*.{html,js,css,json,webmanifest,svg,png,ico,txt}"],
  // The build's own manifest is for the build's scripts; source maps are for debugging.
  globIgnores: [".vite/**", "**/*.map"],
  // Fingerprinted: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [shellsAtTheirAddresses],
});
if (warnings.length > 0) throw new Error(warnings.join("\n"));
console.log(
  `precache: ${String(count)} files, ${(size / 1000).toFixed(1)} kB, listed in ${dist}/sw.js`,
);
