// Serves a build at the edge as Cloudflare would, in its runtime (workerd, driven by
// wrangler) on this machine: deploy/edge/wrangler.jsonc and its worker, on loopback, with
// no account (docs/deploy.md#the-edge). Runs in the foreground until stopped. `DIST`
// (dist/ by default), `HOST` and `PORT` as for scripts/serve.mjs.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.mjs";

const dist = process.env.DIST || fileURLToPath(new URL("../dist", import.meta.url));
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No production build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}
const host = process.env.HOST || "127.0.0.1";
const port = process.env.PORT || "4175";

// What wrangler keeps between runs and its logs go to a folder of its own, removed when it
// stops.
const state = mkdtempSync(join(tmpdir(), "product-hub-edge-"));
// The debugger's port wrangler opens, chosen here: its own choice races another wrangler's
// started at the same moment (the e2e suite's).
const inspectorPort = String(await freePort());
const wrangler = spawn(
  process.execPath,
  [
    fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url)),
    "dev",
    "--config",
    fileURLToPath(new URL("../deploy/edge/wrangler.jsonc", import.meta.url)),
    "--assets",
    dist,
    "--ip",
    host,
    "--port",
    port,
    "--persist-to",
    state,
    "--inspector-port",
    inspectorPort,
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
    "--live-reload=false",
  ],
  {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      // Nothing asks Cloudflare anything: no metrics, no version check, and no request
      // metadata (Request.cf) fetched from its hosts.
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_LOG_PATH: state,
    },
  },
);
console.log(`Product Hub is served at the edge's runtime at http://${host}:${port}/`);
wrangler.on("exit", (code) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => wrangler.kill(signal));
}
