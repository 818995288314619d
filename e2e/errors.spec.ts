import { connect } from "node:net";
import { catalogHeading, expect, test } from "./fixtures";

for (const path of [
  "/no-such-page",
  "/deep/unknown/path",
  "/index.html",
  "/product/v1.2",
  "/catalogue.html",
]) {
  test(`shows the 404 error screen with a way back for ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(page.getByText("404 Not Found")).toBeVisible();
    await page.getByRole("link", { name: "Back to all products" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(catalogHeading(page)).toBeVisible();
  });
}

test("answers unknown paths with the app and status 404, missing assets with a bare 404", async ({
  request,
}) => {
  for (const path of ["/some/unknown/path", "/product/v1.2", "/catalogue.html"]) {
    const unknown = await request.get(path);
    expect(unknown.status(), path).toBe(404);
    expect(unknown.headers()["content-type"], path).toContain("text/html");
    // The 404 screen is already in the HTML, before any script runs.
    expect(await unknown.text(), path).toContain("404 Not Found");
  }
  const asset = await request.get("/assets/missing-file.js");
  expect(asset.status()).toBe(404);
  expect(await asset.text()).toBe("");
  expect((await request.get("/404.html")).status()).toBe(404);
  for (const path of ["/", "/?q=chair", "/robots.txt"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

/** Sends a request line as it is, with no client in between to tidy its path. */
function rawStatus(baseURL: string, path: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => {
      resolve(answer.split("\r\n")[0] ?? "");
    });
    socket.on("error", reject);
  });
}

test("survives paths that are no URL, and redirects them to one leading slash", async ({
  request,
  baseURL,
}) => {
  for (const path of ["//", "//[", "//:99999", "//%zz", "//@", "//x:y"]) {
    expect(await rawStatus(baseURL ?? "", path), path).toMatch(/^HTTP\/1\.1 301/);
  }
  expect((await request.get("/")).status()).toBe(200);
});
