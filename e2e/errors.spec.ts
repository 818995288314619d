import { connect } from "node:net";
import { cards, catalogHeading, expect, test } from "./fixtures";
import { MESSAGES } from "./messages";

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

test.describe("when the app's code cannot load", () => {
  test.use({
    expectedConsoleErrors:
      /status of 503|Failed to fetch dynamically imported module|error loading dynamically imported module/,
  });

  test("an offline worker's code that cannot load leaves the page working, with no error", async ({
    page,
  }) => {
    let asked = false;
    await page.route(/\/assets\/offline-[\w-]+\.js$/, (route) => {
      asked = true;
      return route.fulfill({ status: 503 });
    });
    await page.goto("/?seed=42");
    await expect(cards(page)).toHaveCount(12);
    // Asked for once the page is idle and its catalogue made: the fixture fails the test on
    // an uncaught rejection.
    await expect.poll(() => asked).toBe(true);
    await page.getByRole("searchbox").fill("a");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=a/);
    await expect(cards(page).first()).toBeVisible();
  });

  for (const [chunk, path, title, back] of [
    ["main", "/?seed=42", "Unexpected Application Error!", "Back to all products"],
    ["react-dom", "/?seed=42", "Unexpected Application Error!", "Back to all products"],
    ["he", "/?seed=42&locale=he", MESSAGES.he.error.title, MESSAGES.he.error.back],
  ] as const) {
    test(`shows the error screen, whose link loads the page anew, if ${chunk}-….js fails once (${path})`, async ({
      page,
    }) => {
      let failed = false;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
        if (failed) return route.continue();
        failed = true;
        await released;
        return route.fulfill({ status: 503 });
      });
      await page.goto(path);
      // The visitor is in the search box of the served page when the request fails.
      await page.getByRole("searchbox").focus();
      await expect.poll(() => failed).toBe(true);
      release();
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – Product Hub`);
      await expect(page.locator("main")).toBeFocused();
      // The browser's own message: the request that failed, not "404 Not Found".
      await expect(page.locator("main p")).toContainText(`${chunk}-`);
      await page.getByRole("link", { name: back }).click();
      await expect(cards(page)).toHaveCount(12);
    });
  }
});
