import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  cardNames,
  minPrice,
  catalogHeading,
  expect,
  openCatalog,
  search,
  test,
  waitForLoadingStep,
} from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * The catalogue's page as built (in the build the test server serves, `DIST` as for
 * scripts/serve.mjs): what a static host that answers every path with it sends.
 */
const CATALOGUE_PAGE = readFileSync(join(process.env.DIST ?? "dist", "index.html"), "utf8");

// The server redirects these paths; a static host may serve the page at them as they are.
for (const path of ["//?seed=42", "//", "///?seed=42"]) {
  test(`served at ${path}, the catalogue's controls work`, async ({ page, baseURL }) => {
    await page.route(
      (url) => url.origin === baseURL && url.pathname.startsWith("//"),
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: CATALOGUE_PAGE }),
    );
    await openCatalog(page, `${baseURL ?? ""}${path}`);
    const seed = query(page.url()).seed;
    await search(page, "an");
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ ...(seed === undefined ? {} : { seed }), q: "an" });
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain("an");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("name-asc");
    await expect.poll(() => query(page.url()).sort).toBe("name-asc");
    expect(new URL(page.url()).pathname).toBe("/");
  });
}

test("an unknown path makes no products: no product worker is started", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/no-such-page?count=100000&seed=3", { waitUntil: "load" });
  await expect(page.getByText("404 Not Found")).toBeVisible();
  // The app has taken over: its link back keeps the seed.
  const back = page.getByRole("link", { name: "Back to all products" });
  await expect(back).toHaveAttribute("href", "/?count=100000&seed=3");
  expect(workers).toEqual([]);
  // The way back still makes the catalogue.
  await openCatalog(page, "/?seed=3");
  await expect(catalogHeading(page)).toBeVisible();
  expect(workers.length).toBeGreaterThan(0);
});

test("a search with a line break in the link shows and filters the same text", async ({ page }) => {
  await openCatalog(page, "/?seed=42&q=an");
  const found = await cardNames(page);
  expect(found.length).toBeGreaterThan(0);
  await openCatalog(page, "/?seed=42&q=a%0An");
  await expect(page.getByRole("searchbox")).toHaveValue("an");
  expect(await cardNames(page)).toEqual(found);
  await expect(page).toHaveTitle(/^“\u2068an\u2069” – /);
  await expect(minPrice(page)).toHaveValue("");
  await openCatalog(page, "/?seed=42&min=1%0A0");
  await expect(minPrice(page)).toHaveValue("10");
  await expect(minPrice(page)).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle(/^From \$10 – /);
});

test("a search cut at its limit keeps whole characters, in the box and the title", async ({
  page,
}) => {
  const kept = "a".repeat(98);
  await openCatalog(page, `/?seed=42&q=${kept}b😀`);
  await expect(page.getByRole("searchbox")).toHaveValue(`${kept}b`);
  await expect(page).toHaveTitle(`“\u2068${kept}b\u2069” – No Product Found – Product Hub`);
});
