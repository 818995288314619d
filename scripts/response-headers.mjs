// The headers of every answer of every server of the build (docs/deploy.md): `npm start`
// (serve.mjs), nginx (deploy/nginx.conf, written from here), the edge's worker
// (deploy/edge/worker.ts) and the static hosts' `_headers` file (static-host-rules.mjs).
// Why each CSP directive is what it is: docs/decisions/0006-content-security-policy.md.
// Plain JavaScript with no Node import, so that the worker's bundle can hold it.
import { ALLOWED_METHODS, HASHED_PREFIX } from "./addresses.mjs";
import { nginxShellMap } from "./locale-shells.mjs";

/**
 * The hash of an empty inline `<style>`: react-spinners appends one and fills it through
 * CSSOM (`insertRule`), which CSP does not restrict. Only that empty element is allowed.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * A script's CSP source: the SHA-256 of exactly its text. Web Crypto, which Node and the
 * edge's runtime both have.
 * @param {string} script
 */
export async function scriptHash(script) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/**
 * The CSP source of the served page's one inline script (src/shell-address.ts, as the
 * build wrote it into `html`), or none for a page without one (the builds the bench serves).
 * @param {string} html
 * @returns {Promise<string>}
 */
export async function pageScriptSource(html) {
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1];
  return script === undefined ? "" : scriptHash(script);
}

/**
 * The security headers of every answer. Each server hashes the script of the page it
 * serves, so that the policy always allows the page's own script and no other.
 * @param {string} shellScriptHash the served page's script's CSP source, if it has one
 * @returns {Record<string, string>}
 */
export const securityHeaders = (shellScriptHash) => ({
  "Content-Security-Policy": [
    "default-src 'self'",
    ["script-src 'self'", shellScriptHash].filter(Boolean).join(" "),
    `style-src 'self' ${EMPTY_STYLE_HASH}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The offline worker (sw.js) and the app's manifest: this origin only (ADR 16).
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
});

/**
 * Cache-Control by kind of path. A fingerprinted file never changes, so it is kept for a
 * year without asking again. Everything else (the HTML, the 404 screen, the offline
 * worker sw.js, each language's web app manifest, the icons, robots.txt, the reference lists) is
 * revalidated on every use, so that after a redeploy no browser runs an old page whose
 * scripts are gone, and the worker's new version is seen at once.
 */
export const CACHE_CONTROL = {
  hashed: "public, max-age=31536000, immutable",
  other: "no-cache",
};

/** @param {string} pathname a decoded URL path */
export const cacheControlFor = (pathname) =>
  pathname.startsWith(HASHED_PREFIX) ? CACHE_CONTROL.hashed : CACHE_CONTROL.other;

/**
 * The rules as a static host's `_headers` file (Cloudflare's and Netlify's format): the
 * security headers on every path, a year for fingerprinted files, and `no-cache` for the
 * files a new version changes in place, `revalidated`. Only these are named: a host joins
 * the values of two rules that match one path ("/*" and "/assets/*"), and every other
 * file keeps the host's own rule, which revalidates too.
 * @param {Record<string, string>} headers the security headers
 * @param {readonly string[]} revalidated paths
 */
export function headersFile(headers, revalidated) {
  /** @param {string} path @param {Record<string, string>} named */
  const rule = (path, named) => [
    path,
    ...Object.entries(named).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    "# Written by the build (scripts/static-host-rules.mjs) from scripts/response-headers.mjs.",
    ...rule("/*", headers),
    ...rule(`${HASHED_PREFIX}*`, { "Cache-Control": CACHE_CONTROL.hashed }),
    ...revalidated.flatMap((path) => rule(path, { "Cache-Control": CACHE_CONTROL.other })),
    "",
  ].join("\n");
}

/**
 * @param {Record<string, string>} headers the security headers
 * @param {string} cacheControl
 * @returns {string[]}
 */
const nginxHeaders = (headers, cacheControl) => [
  ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`),
  // A 405 must say what is allowed (any other answer may); nginx's own 405 does not.
  `add_header Allow "${ALLOWED_METHODS}" always;`,
  // A fingerprinted file's year is for the file found: an error, a 404 above all, is
  // asked again ($hashed_cache_control), or a cache would keep a chunk missing for a year.
  cacheControl === CACHE_CONTROL.hashed
    ? "add_header Cache-Control $hashed_cache_control always;"
    : `add_header Cache-Control "${cacheControl}" always;`,
];

/**
 * An nginx `location` with every header: nginx drops inherited `add_header`s in a block
 * that adds its own, so each block lists them all ("always": errors too).
 * @param {Record<string, string>} headers the security headers
 * @param {string} match @param {string} cacheControl @param {string[]} directives
 */
const nginxLocation = (headers, match, cacheControl, directives) => [
  `location ${match} {`,
  ...nginxHeaders(headers, cacheControl).map((line) => `    ${line}`),
  ...directives.map((directive) => `    ${directive}`),
  "}",
];

/** Where deploy/nginx.conf serves the build; e2e/servers.ts replaces these two lines. */
export const NGINX_LISTEN = "    listen 80 backlog=4096;";
export const NGINX_ROOT = "    root /srv/product-hub/dist;";

/**
 * What `npm start` answers, as an nginx site (deploy/nginx.conf, docs/deploy.md), with the
 * shells of the languages `tags` (all but English). nginx has its own answers where this
 * cannot follow the server: 405 without `Allow`, and its error pages.
 * @param {readonly string[]} tags
 * @param {Record<string, string>} headers the security headers (securityHeaders)
 */
export function nginxSite(tags, headers) {
  const notFound = "error_page 404 /404$shell_suffix.html;";
  const directives = [
    "# For the answers given before any location (the redirect below).",
    ...nginxHeaders(headers, CACHE_CONTROL.other),
    `if ($request_method !~ "^(${ALLOWED_METHODS.replace(", ", "|")})$") {`,
    "    return 405;",
    "}",
    "# Two or more leading slashes or backslashes (\\x5c) become one: never a host.",
    'if ($request_uri ~ "^/[/\\x5c]+(.*)$") {',
    "    return 301 /$1;",
    "}",
    "# An encoded slash names no address (nginx would read /%2F as /), as in serve.mjs.",
    'if ($request_uri ~* "^[^?]*%2f") {',
    "    return 404;",
    "}",
    "# The app's one route, in the language ?locale= names.",
    ...nginxLocation(headers, "= /", CACHE_CONTROL.other, [
      "try_files /index$shell_suffix.html =404;",
    ]),
    "# Fingerprinted files; a missing one is a plain 404.",
    ...nginxLocation(headers, `^~ ${HASHED_PREFIX}`, CACHE_CONTROL.hashed, [
      "location ~ \\.(br|gz)$ { return 404; }",
      "try_files $uri =404;",
    ]),
    "# The HTML files, the precompressed copies, the build's dot folders (.vite/) and the",
    "# static hosts' headers file are not addresses (gzip_static and brotli_static still",
    "# send the copies).",
    ...nginxLocation(
      headers,
      "~ (^/(index|404)(\\.[^/]+)?\\.html$|\\.br$|\\.gz$|/\\.|^/_headers$)",
      CACHE_CONTROL.other,
      ["internal;", notFound],
    ),
    "# Each language's web app manifest, with the type Debian's mime.types lacks (after the",
    "# location above, which keeps their compressed copies from being addresses).",
    ...nginxLocation(headers, "~ \\.webmanifest$", CACHE_CONTROL.other, [
      "default_type application/manifest+json;",
      "try_files $uri =404;",
    ]),
    "# Other files as they are; every other path gets the 404 screen with status 404.",
    ...nginxLocation(headers, "/", CACHE_CONTROL.other, ["try_files $uri =404;", notFound]),
  ];
  return [
    "# Product Hub's site for nginx (docs/deploy.md). Written by `npm run nginx:conf` from",
    "# scripts/response-headers.mjs and addresses.mjs, the one definition of the headers",
    "# and addresses of every server: do not edit by hand.",
    "# Set `listen`, `server_name` and `root` (the build's dist/) for your host.",
    "# The suffix of the shells in the language ?locale= names (scripts/locale-shells.mjs).",
    ...nginxShellMap(tags),
    "# A fingerprinted file is kept a year when found; any other answer is asked again.",
    "map $status $hashed_cache_control {",
    `    default "${CACHE_CONTROL.other}";`,
    ...["200", "206", "304"].map((status) => `    ${status} "${CACHE_CONTROL.hashed}";`),
    "}",
    "server {",
    NGINX_LISTEN,
    "    server_name _;",
    NGINX_ROOT,
    "    charset utf-8;",
    "    # A redirect names the path alone, as `npm start`'s does: never a host.",
    "    absolute_redirect off;",
    "    # The build writes .gz and .br beside each text file: send those as they are.",
    "    gzip_static on;",
    "    gzip_vary on;",
    "    # Debian: libnginx-mod-http-brotli-static; without it, drop this line.",
    "    brotli_static on;",
    ...directives.map((line) => `    ${line}`),
    "}",
    "",
  ].join("\n");
}
