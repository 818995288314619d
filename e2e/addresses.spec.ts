import { readFileSync } from "node:fs";
import { join } from "node:path";
import { cardNames, expect, openCatalog, search, test, waitForLoadingStep } from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * The catalogue's page as built (in the build the test server serves, `DIST` as for
 * scripts/serve.mjs): what a static host that answers every path with it sends.
 */
const CATALOGUE_PAGE = readFileSync(join(process.env.DIST ?? "dist", "index.html"), "utf8");

// The server redirects these paths; a static host may serve the page at them as they are.
test.describe(() => {
  // Each address is a first visit: no offline worker answers the next one from its cache.
  test.use({ serviceWorkers: "block" });

  test("served at //?seed=42, // or ///?seed=42, the catalogue's controls work", async ({
    page,
    baseURL,
  }) => {
    await page.route(
      (url) => url.origin === baseURL && url.pathname.startsWith("//"),
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: CATALOGUE_PAGE }),
    );
    for (const path of ["//?seed=42", "//", "///?seed=42"]) {
      await openCatalog(page, `${baseURL ?? ""}${path}`);
      const seed = query(page.url()).seed;
      await search(page, "an");
      await waitForLoadingStep(page);
      expect(query(page.url()), path).toEqual({ ...(seed === undefined ? {} : { seed }), q: "an" });
      for (const name of await cardNames(page)) expect(name.toLowerCase(), path).toContain("an");
      await page.getByRole("combobox", { name: "Sort by" }).selectOption("name-asc");
      await expect.poll(() => query(page.url()).sort, path).toBe("name-asc");
      expect(new URL(page.url()).pathname, path).toBe("/");
    }
  });
});
