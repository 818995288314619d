import { createHash } from "node:crypto";
import { expect, minPrice, test } from "./fixtures";

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: https:",
];

test("every response carries the security headers", async ({ request, page }) => {
  await page.goto("/");
  const script = await page.locator("script[src]").first().getAttribute("src");
  for (const path of ["/", "/unknown/path", script ?? "/", "/assets/missing.js"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of EXPECTED_CSP) expect(csp, `${path}: ${directive}`).toContain(directive);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
});

/** The script-src directive of a Content-Security-Policy, as its list of sources. */
function scriptSources(csp: string): string[] {
  const directive = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

// Every prerendered page carries one inline script (it writes the address into the served
// controls before the first paint), allowed by its hash and by nothing broader.
for (const path of ["/", "/?locale=he", "/no-such-page", "/no-such-page?locale=zh-CN"]) {
  test(`the page served at ${path} has one inline script, the one its policy allows by hash`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => text ?? "",
    );
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64");
    const sources = scriptSources(response.headers()["content-security-policy"] ?? "");
    expect(sources.toSorted()).toEqual(["'self'", `'sha256-${hash}'`].toSorted());
  });
}

test("the page's own inline script runs under the policy, before any module script", async ({
  page,
}) => {
  // Every module script is held: what the fields show meanwhile is the inline script's work.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  // Not "domcontentloaded": that waits for the module scripts.
  await page.goto("/?q=chair&min=5", { waitUntil: "commit" });
  await expect(page.getByRole("searchbox")).toHaveValue("chair");
  await expect(minPrice(page)).toHaveValue("5");
  release();
  await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
  await expect(page.getByRole("searchbox")).toHaveValue("chair");
});

test.describe("the policy is enforced", () => {
  test.use({ expectedConsoleErrors: /Content Security Policy|CSP violation: script-src/ });

  test("an injected inline script does not run", async ({ page }) => {
    await page.goto("/");
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener("securitypolicyviolation", () => {
            resolve(false);
          });
          const script = document.createElement("script");
          script.textContent = "document.documentElement.dataset.injected = 'yes'";
          document.head.append(script);
          setTimeout(() => {
            resolve(document.documentElement.dataset.injected === "yes");
          }, 200);
        }),
    );
    expect(ran).toBe(false);
  });
});
