// Serves a build with nginx and deploy/nginx.conf, as a host would (docs/deploy.md): the
// e2e suite checks it as it checks `npm start`. Runs in the foreground until stopped; no
// root needed. `DIST` (dist/ by default), `HOST` and `PORT` as for scripts/serve.mjs.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BROTLI_STATIC_MODULE, NGINX_PATH } from "./browsers.mjs";
import { NGINX_LISTEN, NGINX_ROOT } from "./response-headers.mjs";

const dist = process.env.DIST || fileURLToPath(new URL("../dist", import.meta.url));
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 4174);

/** deploy/nginx.conf itself, with this machine's address and build in its two lines. */
function site() {
  const conf = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) {
    if (!conf.includes(line)) throw new Error(`deploy/nginx.conf has no "${line.trim()}"`);
  }
  return conf
    .replace(NGINX_LISTEN, NGINX_LISTEN.replace("80", `${host}:${String(port)}`))
    .replace(NGINX_ROOT, `    root ${dist};`);
}

// Everything nginx writes goes to a folder of its own, so it runs without root.
const prefix = mkdtempSync(join(tmpdir(), "product-hub-nginx-"));
const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
  .map((kind) => `    ${kind}_temp_path ${join(prefix, kind)};`)
  .join("\n");
writeFileSync(
  join(prefix, "nginx.conf"),
  `${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ""}load_module ${BROTLI_STATIC_MODULE};
daemon off;
pid ${join(prefix, "nginx.pid")};
error_log stderr error;
# Sized as a server: a worker per core, each with room for many clients at once.
worker_processes auto;
worker_rlimit_nofile 16384;
events {
    worker_connections 8192;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
${temp}
${site()}
}
`,
);

const nginx = spawn(NGINX_PATH, ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
  stdio: "inherit",
});
console.log(`Product Hub is served by nginx at http://${host}:${String(port)}/`);
nginx.on("exit", (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => nginx.kill("SIGQUIT"));
}
