// The headers of every response of the production server (and the e2e suite's), and the
// same rules as an nginx snippet: one definition for both servers (docs/deploy.md).
// See docs/decisions/0006-content-security-policy.md for why each CSP directive is what it
// is, and docs/decisions/0015-serving-files-with-send.md for the server.

/**
 * The hash of an empty inline `<style>`: react-spinners appends one and fills it through
 * CSSOM (`insertRule`), which CSP does not restrict. Only that empty element is allowed.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${EMPTY_STYLE_HASH}`,
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
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

/** Vite fingerprints every file it writes under this path: a changed file gets a new name. */
export const HASHED_PREFIX = "/assets/";

/**
 * Cache-Control by kind of path. A fingerprinted file never changes, so it is kept for a
 * year without asking again. Everything else (the HTML, the 404 screen, favicon.svg,
 * robots.txt, the reference lists) is revalidated on every use, so that after a redeploy
 * no browser runs an old page whose scripts are gone.
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

/**
 * What `npm start` answers, as directives to include in an nginx `server` whose root is
 * dist/ (docs/deploy.md). nginx has its own answers where this cannot follow the server:
 * 405 without `Allow`, and its error pages.
 */
export function nginxServerDirectives() {
  const notFound = "error_page 404 /404.html;";
  return [
    "# Written by `npm run headers:nginx` (scripts/response-headers.mjs): do not edit.",
    "# For the answers given before any location (the redirect below).",
    ...nginxHeaders(CACHE_CONTROL.other),
    "# Two or more leading slashes or backslashes (\\x5c) become one: never a host.",
    'if ($request_uri ~ "^/[/\\x5c]+(.*)$") {',
    "    return 301 /$1;",
    "}",
    "# The app's one route.",
    ...nginxLocation("= /", CACHE_CONTROL.other, ["try_files /index.html =404;"]),
    "# Fingerprinted files; a missing one is a plain 404.",
    ...nginxLocation(`^~ ${HASHED_PREFIX}`, CACHE_CONTROL.hashed, [
      "location ~ \\.(br|gz)$ { return 404; }",
      "try_files $uri =404;",
    ]),
    "# The HTML files, the precompressed copies and the build's dot folders (.vite/) are",
    "# not addresses (gzip_static and brotli_static still send the copies).",
    ...nginxLocation("~ (^/index\\.html$|^/404\\.html$|\\.br$|\\.gz$|/\\.)", CACHE_CONTROL.other, [
      "internal;",
      notFound,
    ]),
    "# Other files as they are; every other path gets the 404 screen with status 404.",
    ...nginxLocation("/", CACHE_CONTROL.other, ["try_files $uri =404;", notFound]),
  ].join("\n");
}

// `node scripts/response-headers.mjs --nginx` prints those directives.
if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2] === "--nginx") {
  console.log(nginxServerDirectives());
}
