// Serves the production build in dist/. Unknown paths get the app, so the router shows
// its 404 screen; files that exist, or look like files (have an extension), keep their
// own status.
import { existsSync } from "node:fs";
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

const serveDist = sirv(dist, {
  single: true,
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
  serveDist(req, res);
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
