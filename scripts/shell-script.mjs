// The inline script of every prerendered page, src/shell-address.js, as the page carries it
// (scripts/prerender.mjs) and as the CSP allows it by hash (scripts/response-headers.mjs):
// one text for both, so the hash always matches what is served.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * The script without its full-line comments and its indentation: the page pays for code,
 * not notes (it holds no text that spans lines).
 */
export const SHELL_SCRIPT = readFileSync(
  new URL("../src/shell-address.js", import.meta.url),
  "utf8",
)
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("//"))
  .join("\n");

/** Its CSP source: the SHA-256 of exactly the text between `<script>` and `</script>`. */
export const SHELL_SCRIPT_HASH = `'sha256-${createHash("sha256").update(SHELL_SCRIPT).digest("base64")}'`;
