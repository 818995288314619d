import { connect } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { cards, expect, test } from "./fixtures";
import { MESSAGES } from "./messages";

test("answers unknown paths with the app and status 404, missing assets with a plain-text 404", async ({
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
  expect(asset.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await asset.text()).toBe("404 Not Found\n");
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
    // The offline worker's code is the only script a plain visit asks for once its products
    // are shown (ADR 16): each such request fails, whatever its chunk is named.
    const failed: string[] = [];
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
      const shown = await page
        .evaluate(() => document.querySelectorAll("main article h2").length > 0)
        .catch(() => false);
      if (!shown) return route.continue();
      failed.push(route.request().url());
      return route.fulfill({ status: 503 });
    });
    await page.goto("/?seed=42");
    await expect(cards(page)).toHaveCount(12);
    // Asked for once the page is idle and its catalogue made: the fixture fails the test on
    // an uncaught rejection.
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await page.getByRole("searchbox").fill("a");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=a/);
    await expect(cards(page).first()).toBeVisible();
    // What failed was the offline worker's: none was registered.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
    ).toBe(0);
  });

  /** The chunks a served page preloads, in its order: the app's code, read from its HTML. */
  async function preloadedChunks(request: APIRequestContext, path: string): Promise<string[]> {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
      ([, href]) => href ?? "",
    );
  }

  for (const { chunk, path, title, back, failed, named } of [
    {
      chunk: "the app's first chunk",
      path: "/?seed=42",
      title: "Unexpected Application Error!",
      back: "Back to all products",
      failed: (chunks: string[]) => chunks[0],
      named: (chunks: string[]) => chunks[0],
    },
    {
      // A module the app's code imports: the import the entry makes is the one that fails.
      chunk: "the last chunk the app's imports",
      path: "/?seed=42",
      title: "Unexpected Application Error!",
      back: "Back to all products",
      failed: (chunks: string[]) => chunks.at(-1),
      named: (chunks: string[]) => chunks[0],
    },
    {
      // The language's texts: what its page preloads and the English one does not.
      chunk: "the language's texts",
      path: "/?seed=42&locale=he",
      title: MESSAGES.he.error.title,
      back: MESSAGES.he.error.back,
      failed: (chunks: string[], english: string[]) => chunks.find((c) => !english.includes(c)),
      named: (chunks: string[], english: string[]) => chunks.find((c) => !english.includes(c)),
    },
  ]) {
    test(`shows the error screen, whose link loads the page anew, if ${chunk} fails once (${path})`, async ({
      page,
      request,
    }) => {
      const chunks = await preloadedChunks(request, path);
      const english = await preloadedChunks(request, "/");
      const failing = failed(chunks, english);
      const message = named(chunks, english);
      expect(failing, "a chunk the page preloads").toBeDefined();
      expect(message).toBeDefined();
      let failedOnce = false;
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname === failing,
        async (route) => {
          if (failedOnce) return route.continue();
          failedOnce = true;
          await released;
          return route.fulfill({ status: 503 });
        },
      );
      await page.goto(path);
      // The visitor is in the search box of the served page when the request fails.
      await page.getByRole("searchbox").focus();
      await expect.poll(() => failedOnce).toBe(true);
      release();
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – Product Hub`);
      await expect(page.locator("main")).toBeFocused();
      // The browser's own message: the module that could not load, not "404 Not Found".
      await expect(page.locator("main p")).toContainText(message ?? "");
      await page.getByRole("link", { name: back }).click();
      await expect(cards(page)).toHaveCount(12);
    });
  }
});
