import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CACHE_CONTROL,
  headersFile,
  pageScriptSource,
  scriptHash,
  securityHeaders,
} from "./response-headers.mjs";

describe("the served page's script in the policy", () => {
  it("is allowed by the SHA-256 of exactly its text", async () => {
    const script = "(function(){let a=1<2})();";
    const hash = await scriptHash(script);
    expect(hash).toBe(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(securityHeaders(hash)["Content-Security-Policy"]).toContain(
      `script-src 'self' ${hash};`,
    );
  });

  it("is read from the page, and a page without one allows no inline script", async () => {
    const script = "document.title='x'";
    expect(await pageScriptSource(`<p></p><script>${script}</script>`)).toBe(
      await scriptHash(script),
    );
    const none = await pageScriptSource('<script type="module" src="/a.js"></script>');
    expect(securityHeaders(none)["Content-Security-Policy"]).toContain("script-src 'self';");
  });
});

/**
 * The headers a static host gives a path from a `_headers` file, as Cloudflare's does:
 * every rule that matches ("*" any characters), values of one header joined.
 */
function headersAt(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of file.split("\n")) {
    if (line.startsWith("#") || line === "") continue;
    if (!line.startsWith(" ")) {
      const pattern = line.replace(/[.?+^$()[\]{}|\\]/g, "\\$&").replaceAll("*", ".*");
      matches = new RegExp(`^${pattern}$`).test(path);
      continue;
    }
    if (!matches) continue;
    const [name = "", value = ""] = line.trim().split(/: (.*)/);
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

describe("the static hosts' _headers file", () => {
  const security = securityHeaders("'sha256-x'");
  const file = headersFile(security, ["/", "/index.html", "/sw.js", "/manifest.fr.webmanifest"]);

  it.each([
    ["/", CACHE_CONTROL.other],
    ["/sw.js", CACHE_CONTROL.other],
    ["/manifest.fr.webmanifest", CACHE_CONTROL.other],
    ["/assets/main-a1.js", CACHE_CONTROL.hashed],
    // Left to the host's own rule, which revalidates.
    ["/robots.txt", undefined],
  ])("gives %s the security headers and Cache-Control %s, once", (path, cacheControl) => {
    expect(headersAt(file, path)).toEqual({ ...security, "Cache-Control": cacheControl });
  });
});
