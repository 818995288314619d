import {
  cardNames,
  cards,
  emptyMessage,
  expect,
  openCatalog,
  openCatalogWithFrozenClock,
  search,
  spinner,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { MAX_SEARCH_LENGTH, NO_FILTERS } from "../src/catalog/address/catalog-params";
import { catalogTitle } from "../src/catalog/results/catalog-title";
import { documentTitle } from "../src/components/use-document-title";
import { FILTER_DELAY_MS } from "../src/constants";
import { ENGLISH_I18N } from "../src/i18n/i18n";

const HOSTILE_SEARCHES = [
  "(",
  "[",
  ".*",
  "\\",
  "%",
  "'; DROP TABLE products; --",
  "<img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "🚀🛒👩🏽‍💻",
  "e\u0301\u0308\u20dd",
  "מוצר עם טקסט מימין לשמאל",
  "\u202eevil\u202c",
] as const;

/** What the box shows and searches by, where it is not the text typed: an override goes. */
const SEARCHED_AS: Partial<Record<string, string>> = { "\u202eevil\u202c": "evil" };

test.describe("hostile search text", () => {
  test("is matched literally, injects nothing and breaks nothing", async ({ page }) => {
    await openCatalog(page);
    const names = await cardNames(page);
    for (const text of HOSTILE_SEARCHES) {
      await search(page, text);
      await waitForLoadingStep(page);
      const typed = SEARCHED_AS[text] ?? text.slice(0, MAX_SEARCH_LENGTH);
      const needle = typed.trim().toLowerCase();
      const expected = names.filter((name) => name.toLowerCase().includes(needle));
      expect(await cardNames(page), `search for ${text.slice(0, 30)}`).toEqual(expected);
      if (expected.length === 0) await expect(emptyMessage(page)).toBeVisible();
      await expect(page.getByRole("searchbox")).toHaveValue(typed);
      await expect(page.locator("img[src='x'], main script")).toHaveCount(0);
      // The title says what was searched for, as text: one <title>, nothing run from it.
      await expect(page).toHaveTitle(
        documentTitle(
          catalogTitle(
            { ...NO_FILTERS, query: typed.trim(), category: "" },
            expected.length,
            ENGLISH_I18N,
          ),
        ),
      );
      await expect(page.locator("title")).toHaveCount(1);
    }
  });

  test("only spaces mean no filter: nothing loads and all 12 stay", async ({ page }) => {
    await openCatalog(page);
    await search(page, "     ");
    await expect(spinner(page)).toBeHidden();
    await expect(cards(page)).toHaveCount(12);
  });

  test("a search that matches a name part with surrounding spaces is trimmed", async ({ page }) => {
    await openCatalog(page);
    const name = (await cardNames(page))[0] ?? "";
    await search(page, `   ${name}   `);
    await waitForLoadingStep(page);
    expect(await cardNames(page)).toContain(name);
  });
});

test.describe("odd URLs", () => {
  for (const path of [
    "/?%%%",
    "/?a=<script>alert(1)</script>",
    "/#<img src=x onerror=alert(1)>",
    "/?count=-1&category=&q=&seed=-4&product=",
  ]) {
    test(`${path} shows the catalogue`, async ({ page }) => {
      await page.goto(path);
      await expect(cards(page)).toHaveCount(12);
    });
  }

  for (const [path, text] of [
    ["/?q=%E0%A4%A", /\uFFFD/],
    ["/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "<img src=x onerror=alert(1)>"],
    ["/?category=%3Cscript%3E", ""],
  ] as const) {
    test(`${path} applies its filter as plain text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("searchbox")).toBeVisible();
      if (text !== "") await expect(page.getByRole("searchbox")).toHaveValue(text);
      await expect(emptyMessage(page)).toBeVisible();
      await expect(page.locator("img[src='x'], main script")).toHaveCount(0);
    });
  }

  for (const path of ["/%E0%A4%A", "/a%2Fb", "/%00", "/..%2f..%2fetc/passwd", "/assets"]) {
    test(`${path} shows the error screen`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.getByRole("heading", { name: "Unexpected Application Error!" }),
      ).toBeVisible();
    });
  }
});

test.describe("slow images", () => {
  test("show the tile while the photo loads, then the photo, with no layout shift", async ({
    page,
    baseURL,
  }) => {
    const held: (() => void)[] = [];
    let released = false;
    // Registered after the fixture's route, so it runs first and then hands over to it. A
    // photo asked for after the release (the first card's, on a slow machine) is not held.
    await page.route(
      (url) => !url.href.startsWith(baseURL ?? ""),
      async (route) => {
        if (!released) await new Promise<void>((resolve) => held.push(resolve));
        await route.fallback();
      },
    );
    await openCatalog(page);
    const firstCard = cards(page).first();
    await expect(firstCard.getByText(/^\S{1,2}$/)).toBeVisible();
    released = true;
    for (const resolve of held.splice(0)) resolve();
    await expect
      .poll(() =>
        firstCard.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1);
    const shift = await page.evaluate(() =>
      performance
        .getEntriesByType("layout-shift")
        .reduce((sum, entry) => sum + ((entry as { value?: number }).value ?? 0), 0),
    );
    expect(shift).toBe(0);
  });
});

test.describe("races", () => {
  test("keys mashed during loading leave the page matching the last request", async ({ page }) => {
    await openCatalogWithFrozenClock(page);
    const names = await cardNames(page);
    await search(page, "a");
    for (const key of ["Enter", "Tab", "Space", "ArrowDown", "Escape", "Enter"]) {
      await page.keyboard.press(key);
    }
    await page.clock.runFor(FILTER_DELAY_MS);
    await expect(page.getByRole("searchbox")).toBeVisible();
    expect(await cardNames(page)).toEqual(names.filter((name) => name.toLowerCase().includes("a")));
  });

  test("leaving the page during loading abandons that search, and coming back leaves nothing broken", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/no-such-page?seed=31");
    // Once the app has taken over, the way back keeps the seed: a click on the prerendered
    // link would load a new document instead.
    const back = page.getByRole("link", { name: "Back to all products" });
    await expect(back).toHaveAttribute("href", "/?seed=31");
    await back.click();
    await expect(cards(page)).toHaveCount(12);
    const names = await cardNames(page);
    // Page time stands still: the search stays in its loading step, however busy the machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await search(page, "a");
    await expect(spinner(page)).toBeVisible();
    // The search has no history entry until its result shows: Back leaves the catalogue.
    await page.goBack();
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    // Longer than the delay: a timer left behind would now fire into an unmounted page.
    await page.clock.runFor(700);
    await page.clock.resume();
    await page.goForward();
    await expect(cards(page)).toHaveCount(12);
    expect(await cardNames(page)).toEqual(names);
    expect(new URL(page.url()).searchParams.has("q")).toBe(false);
    await search(page, "a");
    await waitForLoadingStep(page);
    await expect(page.getByRole("searchbox")).toHaveValue("a");
    expect(new URL(page.url()).searchParams.get("q")).toBe("a");
    expect((await cardNames(page)).length).toBeLessThanOrEqual(names.length);
  });

  test("no View Details button can be reached while loading", async ({ page }) => {
    await openCatalogWithFrozenClock(page);
    await search(page, "a");
    await expect(spinner(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "View Details" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("unreachable image hosts", () => {
  test.use({ imageHosts: "unreachable" });

  test("each photo is asked for once a visit, however often the filters change", async ({
    page,
    baseURL,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "")) asked.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 2400 });
    await openCatalog(page, "/?seed=50");
    await expect.poll(() => page.locator("main img").count()).toBe(0);
    const firstVisit = asked.length;
    expect(firstVisit).toBe(12);

    await search(page, "a");
    await waitForLoadingStep(page);
    await page.getByRole("button", { name: "Reset" }).click();
    await waitForLoadingStep(page);
    await expect(cards(page)).toHaveCount(12);
    expect(asked).toHaveLength(firstVisit);
    expect(new Set(asked).size).toBe(asked.length);
  });
});

test.describe("long input", () => {
  test("the search box stops at its limit and says so; the URL carries no more", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=51");
    const box = page.getByRole("searchbox");
    await box.fill("");
    await box.pressSequentially("ab".repeat(60));
    await expect(box).toHaveValue("ab".repeat(50));
    const limit = page.getByText(/^Searches are limited to \d+ characters\.$/);
    await expect(limit).toBeVisible();
    await expect(box).toHaveAccessibleDescription((await limit.textContent()) ?? "");
    await box.press("Enter");
    await waitForLoadingStep(page);
    expect(new URL(page.url()).searchParams.get("q")).toBe("ab".repeat(50));
  });

  test("a link with a longer search applies the first 100 characters", async ({ page }) => {
    await openCatalog(page, `/?seed=51&q=${"ab".repeat(2500)}`);
    await expect(page.getByRole("searchbox")).toHaveValue("ab".repeat(50));
    await expect(emptyMessage(page)).toBeVisible();
  });

  for (const width of [320, 375]) {
    test(`a 200-character category from a link fits a ${String(width)} px page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await openCatalog(page, `/?category=${"Long".repeat(50)}`);
      await expect(emptyMessage(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }
});
