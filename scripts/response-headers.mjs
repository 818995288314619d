// The headers of every response of the production server (and the e2e suite's), and the
// same rules as nginx's site file, deploy/nginx.conf: one definition for both servers
// (docs/deploy.md).
// See docs/decisions/0006-content-security-policy.md for why each CSP directive is what it
// is, and docs/decisions/0015-serving-files-with-send.md for the server.
import { nginxShellMap } from "./locale-shells.mjs";
import { SHELL_SCRIPT_HASH } from "./shell-script.mjs";

/**
 * The hash of an empty inline `<style>`: react-spinners appends one and fills it through
 * CSSOM (`insertRule`), which CSP does not restrict. Only that empty element is allowed.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script, by its hash: the prerendered page's own (src/shell-address.js).
  `script-src 'self' ${SHELL_SCRIPT_HASH}`,
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
].join("; ");

export const SECURITY_HEADERS = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The only methods either server answers; any other gets 405. */
export const ALLOWED_METHODS = "GET, HEAD";

/** Vite fingerprints every file it writes under this path: a changed file gets a new name. */
export const HASHED_PREFIX = "/assets/";

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

/** @param {string} cacheControl @returns {string[]} */
const nginxHeaders = (cacheControl) => [
  ...Object.entries(SECURITY_HEADERS).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  ),
  // A 405 must say what is allowed (any other answer may); nginx's own 405 does not.
  `add_header Allow "${ALLOWED_METHODS}" always;`,
  // Not "always" for a year: a 404 must not be kept that long.
  cacheControl === CACHE_CONTROL.hashed
    ? `add_header Cache-Control "${cacheControl}";`
    : `add_header Cache-Control "${cacheControl}" always;`,
];

/**
 * An nginx `location` with every header: nginx drops inherited `add_header`s in a block
 * that adds its own, so each block lists them all ("always": errors too).
 * @param {string} match @param {string} cacheControl @param {string[]} directives
 */
const nginxLocation = (match, cacheControl, directives) => [
  `location ${match} {`,
  ...nginxHeaders(cacheControl).map((line) => `    ${line}`),
  ...directives.map((directive) => `    ${directive}`),
  "}",
];

/** Where deploy/nginx.conf serves the build; e2e/servers.ts replaces these two lines. */
export const NGINX_LISTEN = "    listen 80;";
export const NGINX_ROOT = "    root /srv/product-hub/dist;";

/**
 * What `npm start` answers, as an nginx site (deploy/nginx.conf, docs/deploy.md), with the
 * shells of the languages `tags` (all but English). nginx has its own answers where this
 * cannot follow the server: 405 without `Allow`, and its error pages.
 * @param {readonly string[]} tags
 */
export function nginxSite(tags) {
  const notFound = "error_page 404 /404$shell_suffix.html;";
  const directives = [
    "# For the answers given before any location (the redirect below).",
    ...nginxHeaders(CACHE_CONTROL.other),
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
    ...nginxLocation("= /", CACHE_CONTROL.other, ["try_files /index$shell_suffix.html =404;"]),
    "# Fingerprinted files; a missing one is a plain 404.",
    ...nginxLocation(`^~ ${HASHED_PREFIX}`, CACHE_CONTROL.hashed, [
      "location ~ \\.(br|gz)$ { return 404; }",
      "try_files $uri =404;",
    ]),
    "# The HTML files, the precompressed copies and the build's dot folders (.vite/) are",
    "# not addresses (gzip_static and brotli_static still send the copies).",
    ...nginxLocation(
      "~ (^/(index|404)(\\.[^/]+)?\\.html$|\\.br$|\\.gz$|/\\.)",
      CACHE_CONTROL.other,
      ["internal;", notFound],
    ),
    "# Each language's web app manifest, with the type Debian's mime.types lacks (after the",
    "# location above, which keeps their compressed copies from being addresses).",
    ...nginxLocation("~ \\.webmanifest$", CACHE_CONTROL.other, [
      "default_type application/manifest+json;",
      "try_files $uri =404;",
    ]),
    "# Other files as they are; every other path gets the 404 screen with status 404.",
    ...nginxLocation("/", CACHE_CONTROL.other, ["try_files $uri =404;", notFound]),
  ];
  return [
    "# Product Hub's site for nginx (docs/deploy.md). Written by `npm run nginx:conf` from",
    "# scripts/response-headers.mjs, the one definition of the headers: do not edit by hand.",
    "# Set `listen`, `server_name` and `root` (the build's dist/) for your host.",
    "# The suffix of the shells in the language ?locale= names (scripts/locale-shells.mjs).",
    ...nginxShellMap(tags),
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

const NGINX_CONF = new URL("../deploy/nginx.conf", import.meta.url);

// `node scripts/response-headers.mjs --nginx` writes deploy/nginx.conf; `--check` fails
// if it is not what this file would write.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { readFileSync, writeFileSync } = await import("node:fs");
  // The languages, from the app's own list: a build tool's import, as the server needs none.
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport("/src/i18n/locales.ts");
  /** @type {string[]} */
  const tags = module.LOCALES.map((/** @type {{ tag: string }} */ { tag }) => tag).filter(
    (/** @type {string} */ tag) => tag !== "en",
  );
  const site = nginxSite(tags);
  if (process.argv[2] === "--nginx") writeFileSync(NGINX_CONF, site);
  if (process.argv[2] === "--check" && readFileSync(NGINX_CONF, "utf8") !== site) {
    console.error(
      'deploy/nginx.conf is not what scripts/response-headers.mjs writes: run "npm run nginx:conf".',
    );
    process.exit(1);
  }
}
