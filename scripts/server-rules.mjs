// Writes deploy/nginx.conf from the one definition of every server's headers and
// addresses (response-headers.mjs, addresses.mjs), with the hash of the served page's
// script as the build bundles it. `--check` fails if the file is not what it would write
// (npm run lint); `--write` writes it (npm run nginx:conf).
import { readFileSync, writeFileSync } from "node:fs";
import { runnerImport } from "vite";
import { nginxSite, scriptHash, securityHeaders } from "./response-headers.mjs";
import { shellScript } from "./shell-script.mjs";

const NGINX_CONF = new URL("../deploy/nginx.conf", import.meta.url);

// The languages, from the app's own list.
const { module } = await runnerImport("/src/i18n/locales.ts");
/** @type {string[]} */
const tags = module.LOCALES.map((/** @type {{ tag: string }} */ { tag }) => tag).filter(
  (/** @type {string} */ tag) => tag !== "en",
);
const site = nginxSite(tags, securityHeaders(await scriptHash(await shellScript())));
if (process.argv[2] === "--write") writeFileSync(NGINX_CONF, site);
else if (process.argv[2] === "--check") {
  if (readFileSync(NGINX_CONF, "utf8") !== site) {
    console.error(
      'deploy/nginx.conf is not what the server rules write: run "npm run nginx:conf".',
    );
    process.exit(1);
  }
} else {
  console.error("usage: node scripts/server-rules.mjs --write | --check");
  process.exit(2);
}
