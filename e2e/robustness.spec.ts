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
import { FILTER_DELAY_MS } from "../src/constants";

// Each address is opened as a first visit would be, by the server (the offline worker
// would answer the later ones), in one page: the failure names the address.
test.describe("odd URLs", () => {
  test.use({ serviceWorkers: "block" });

  test("odd addresses show the catalogue", async ({ page }) => {
    for (const path of [
      "/?%%%",
      "/?a=<script>alert(1)</script>",
      "/#<img src=x onerror=alert(1)>",
      "/?count=-1&category=&q=&seed=-4&product=",
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(cards(page), path).toHaveCount(12);
      });
    }
  });

  test("an address's odd filters apply as plain text", async ({ page }) => {
    for (const [path, text] of [
      ["/?q=%E0%A4%A", /\uFFFD/],
      ["/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "<img src=x onerror=alert(1)>"],
      ["/?category=%3Cscript%3E", ""],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole("searchbox"), path).toBeVisible();
        if (text !== "") await expect(page.getByRole("searchbox"), path).toHaveValue(text);
        await expect(emptyMessage(page), path).toBeVisible();
        await expect(page.locator("img[src='x'], main script"), path).toHaveCount(0);
      });
    }
  });

  test("odd paths show the error screen", async ({ page }) => {
    for (const path of ["/%E0%A4%A", "/a%2Fb", "/%00", "/..%2f..%2fetc/passwd", "/assets"]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(
          page.getByRole("heading", { name: "Unexpected Application Error!" }),
          path,
        ).toBeVisible();
      });
    }
  });
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

test("a 200-character category from a link fits a 320 px and a 375 px page", async ({ page }) => {
  for (const width of [320, 375]) {
    await test.step(`at ${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 700 });
      await openCatalog(page, `/?category=${"Long".repeat(50)}`);
      await expect(emptyMessage(page)).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `the page's width at ${String(width)} px`,
      ).toBeLessThanOrEqual(width);
    });
  }
});
