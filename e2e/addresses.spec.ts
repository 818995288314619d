import { readFileSync } from "node:fs";
import {
  cardNames,
  catalogHeading,
  expect,
  openCatalog,
  search,
  test,
  waitForLoadingStep,
} from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** The catalogue's page as built: what a static host that answers every path with it sends. */
const CATALOGUE_PAGE = readFileSync("dist/index.html", "utf8");

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

test("an unknown path makes no products: the product worker is never fetched", async ({ page }) => {
  const workerRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("product-worker")) workerRequests.push(request.url());
  });
  await page.goto("/no-such-page?count=100000&seed=3", { waitUntil: "load" });
  await expect(page.getByText("404 Not Found")).toBeVisible();
  // The app has taken over: its link back keeps the seed.
  const back = page.getByRole("link", { name: "Back to all products" });
  await expect(back).toHaveAttribute("href", "/?count=100000&seed=3");
  expect(workerRequests).toEqual([]);
  // The way back still makes the catalogue.
  await openCatalog(page, "/?seed=3");
  await expect(catalogHeading(page)).toBeVisible();
  expect(workerRequests.length).toBeGreaterThan(0);
});
