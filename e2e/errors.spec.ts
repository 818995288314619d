import { catalogHeading, expect, test } from "./fixtures";

for (const path of ["/no-such-page", "/deep/unknown/path", "/index.html"]) {
  test(`shows the 404 error screen with a way back for ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("404 Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to all products" }).click();
    await expect(catalogHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
  });
}

test("serves the app for unknown paths and keeps real statuses for files", async ({ request }) => {
  const unknown = await request.get("/some/unknown/path");
  expect(unknown.status()).toBe(200);
  expect(unknown.headers()["content-type"]).toContain("text/html");
  expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
});
