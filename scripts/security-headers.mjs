// The security headers of every response of the production server (and the e2e suite's).
// See docs/decisions/0006-content-security-policy.md for why each directive is what it is.

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

// `node scripts/security-headers.mjs --nginx` prints the same headers as nginx directives,
// so a static host serves exactly what the e2e suite checks.
if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[2] === "--nginx") {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    console.log(`add_header ${name} "${value}" always;`);
  }
}
