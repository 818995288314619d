// Serves the production build in dist/. The app has one route, "/": every other path that
// is not a file gets the app with status 404, prerendered on its 404 screen (dist/404.html),
// so the visitor sees the router's 404 screen with its link back, before and after the
// JavaScript runs, and the status says the same; a missing file under /assets/ gets a
// plain 404.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { SECURITY_HEADERS } from "./security-headers.mjs";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
if (!existsSync(`${dist}/index.html`)) {
  console.error('No production build in dist/: run "npm run build" first.');
  process.exit(1);
}

const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 4173);

const notFoundPage = readFileSync(`${dist}/404.html`);

/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
function notFound(req, res) {
  res.statusCode = 404;
  // The raw path, not a parsed URL: "//" or "//[" are no URL, and must not throw.
  if ((req.url ?? "/").startsWith("/assets/")) {
    res.end();
    return;
  }
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache");
  res.end(req.method === "HEAD" ? undefined : notFoundPage);
}

const serveDist = sirv(dist, {
  etag: true,
  // The build writes .br and .gz beside each text file (scripts/compress-dist.mjs).
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    // Vite fingerprints everything under assets/, so those files never change.
    if (pathname.startsWith("/assets/")) {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    }
  },
});

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  try {
    // The 404 page is an answer, not an address: asked for by name, it is not found.
    if ((req.url ?? "").startsWith("/404.html")) {
      notFound(req, res);
      return;
    }
    serveDist(req, res, () => {
      notFound(req, res);
    });
  } catch {
    // Whatever a request looks like, it never stops the server for everyone else.
    if (!res.headersSent) res.statusCode = 400;
    res.end();
  }
});
server.listen(port, host, () => {
  console.log(`Product Hub is served at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
