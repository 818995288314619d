import { expect, test } from "./fixtures";

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

test("the built page has no inline script", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
  expect(inlineScripts).toEqual([]);
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
