// Writes into dist/ what a static host can keep of the servers' rules (docs/deploy.md):
// the headers and cache rules as a `_headers` file, which Cloudflare's and Netlify's
// static hosting read (the edge's too, deploy/edge), and `.assetsignore`, the files the
// edge does not upload.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { HEADERS_FILE } from "./addresses.mjs";
import { headersFile, pageScriptSource, securityHeaders } from "./response-headers.mjs";

// This build's dist/, or the one named.
const DIST = process.argv[2] ?? new URL("../dist", import.meta.url).pathname;

const headers = securityHeaders(await pageScriptSource(readFileSync(`${DIST}/index.html`, "utf8")));
// The files a new version changes in place: "/" and the documents, the offline worker and
// each language's web app manifest.
const revalidated = [
  "/",
  ...readdirSync(DIST)
    .filter((name) => /\.(html|webmanifest)$/.test(name) || name === "sw.js")
    .map((name) => `/${name}`),
];
writeFileSync(`${DIST}${HEADERS_FILE}`, headersFile(headers, revalidated));
// The edge compresses what it sends itself, and the build's own manifest is no address.
writeFileSync(`${DIST}/.assetsignore`, ["*.br", "*.gz", ".vite", ""].join("\n"));
