import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { firstRowInView } from "./engines/visitor";
import {
  expect,
  holdChunksAfterTheFirst,
  refuseClipboard,
  releaseChunks,
  resultCount,
  search,
  test,
  waitForLoadingStep,
} from "./fixtures";

/** The windowed grid's items: every card is a listitem that knows its place in the whole. */
const items = (page: Page) => page.getByRole("main").getByRole("listitem");

async function openLargeCatalog(page: Page, count: number) {
  await page.goto(`/?count=${String(count)}`, { waitUntil: "domcontentloaded" });
  // No limit of its own: how long generating takes depends on the machine. These tests run
  // alone (the "heavy" project), and the test's own limit catches a hang.
  await expect(resultCount(page)).toHaveText(`${count.toLocaleString("en")} products`, {
    timeout: 0,
  });
}

test.describe("a large catalogue (?count=)", () => {
  test("renders only the rows near the viewport, in 1, 3 and 4 columns", async ({ page }) => {
    for (const [width, columns] of [
      [375, 1],
      [800, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openLargeCatalog(page, 1000);
      const lefts = await items(page).evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size, `columns at ${String(width)} px`).toBe(columns);
      expect(lefts.length).toBeLessThan(100);
      await expect(items(page).first()).toHaveAttribute("aria-setsize", "1000");
      await expect(items(page).first()).toHaveAttribute("aria-posinset", "1");
    }
  });

  test("lets a keyboard user Tab from card to card past the rendered rows", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openLargeCatalog(page, 1000);
    await page.getByRole("button", { name: "Share" }).focus();
    for (let position = 1; position <= 40; position += 1) {
      await page.keyboard.press("Tab");
      const focusedPosition = await page.evaluate(() =>
        document.activeElement?.closest("[role=listitem]")?.getAttribute("aria-posinset"),
      );
      expect(focusedPosition).toBe(String(position));
    }
  });

  test("keeps focus on its card when the page scrolls far from it, and Tab goes on from there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openLargeCatalog(page, 1000);
    await page.getByRole("button", { name: "Share" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const focusedCard = () =>
      page.evaluate(() =>
        document.activeElement?.closest("[role=listitem]")?.getAttribute("aria-posinset"),
      );
    expect(await focusedCard()).toBe("2");
    // The page's end: the card's row is far out of the window the grid renders.
    await page.keyboard.press("End");
    await expect
      .poll(() => page.evaluate(() => window.scrollY + window.innerHeight))
      .toBeGreaterThan(100_000);
    await expect(items(page).last()).toHaveAttribute("aria-posinset", "1000");
    expect(await focusedCard()).toBe("2");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedCard()).toBe("1");
  });

  test("generates 100,000 products and filters them", async ({ page }) => {
    await openLargeCatalog(page, 100_000);
    const category = await page
      .getByRole("combobox", { name: "Category" })
      .locator("option")
      .nth(1)
      .textContent();
    await page.getByRole("combobox", { name: "Category" }).selectOption(category ?? "");
    await waitForLoadingStep(page);
    for (const text of await items(page)
      .getByText(/^Category: /)
      .allTextContents()) {
      expect(text).toBe(`Category: ${category ?? ""}`);
    }
  });

  test("has no axe violations", async ({ page }) => {
    await openLargeCatalog(page, 1000);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

/**
 * Scrolls the windowed list until the product at `place` (from 1) is at the window's top,
 * in a few long jumps: headless Chromium sometimes stops drawing frames for good after
 * hundreds of short scrolls in a row, with nothing left to wait on (rAF never fires).
 */
async function scrollToProduct(page: Page, place: number) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const item = document.querySelector(`[role=listitem][aria-posinset="${String(wanted)}"]`);
          if (item) {
            const before = window.scrollY;
            item.scrollIntoView({ block: "start" });
            if (window.scrollY === before) return true;
            // Once the page has seen the scroll, as the app notes the place on it.
            return new Promise<boolean>((resolve) => {
              addEventListener(
                "scroll",
                () => {
                  resolve(true);
                },
                { once: true },
              );
            });
          }
          const shown = [...document.querySelectorAll("main [role=listitem]")].map((element) => ({
            place: Number(element.getAttribute("aria-posinset")),
            top: element.getBoundingClientRect().top + window.scrollY,
          }));
          const first = shown[0];
          const last = shown.at(-1);
          if (!first || !last || last.place === first.place) return false;
          const perProduct = (last.top - first.top) / (last.place - first.place);
          window.scrollTo(0, first.top + (wanted - first.place) * perProduct);
          return false;
        }, place),
      { intervals: [100] },
    )
    .toBe(true);
}

const topRow = (page: Page) => page.evaluate(firstRowInView);

test.describe("a visitor's place in a large catalogue", () => {
  for (const [from, to] of [
    [
      { width: 1280, height: 900 },
      { width: 900, height: 900 },
    ],
    [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ],
  ] as const) {
    test(`stays on the same first product when the columns change, ${String(from.width)} to ${String(to.width)} px wide`, async ({
      page,
    }) => {
      await page.setViewportSize(from);
      await openLargeCatalog(page, 5000);
      await scrollToProduct(page, 2001);
      expect(await topRow(page)).toContain(2001);
      await page.setViewportSize(to);
      // 4 columns become 3: the product in view is the same one, in its new row.
      await expect.poll(() => topRow(page)).toContain(2001);
      await page.setViewportSize(from);
      await expect.poll(() => topRow(page)).toContain(2001);
    });
  }

  test("comes back on a reload, once its products are there, and on Back to a page the browser did not keep", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLargeCatalog(page, 2000);
    await scrollToProduct(page, 541);
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(resultCount(page)).toHaveText("2,000 products", { timeout: 0 });
    await expect.poll(() => topRow(page)).toContain(541);
    // Another document, then Back: the catalogue loads anew (nothing kept it) at its place.
    await page.goto("/no-such-page", { waitUntil: "domcontentloaded" });
    await page.goBack({ waitUntil: "domcontentloaded" });
    // Back may report the 404 page's own history event first: wait for the catalogue.
    await expect(page).toHaveURL(/count=2000/);
    await expect(resultCount(page)).toHaveText("2,000 products", { timeout: 0 });
    await expect.poll(() => topRow(page)).toContain(541);
  });
});

test.describe("details opened from a large catalogue", () => {
  for (const [how, close] of [
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["Back", (page: Page) => page.goBack()],
  ] as const) {
    test(`give focus back to their View Details after the columns change (${how})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openLargeCatalog(page, 1000);
      const opener = page
        .locator("[role=listitem][aria-posinset='40']")
        .getByRole("button", { name: "View Details" });
      await page.evaluate(() => {
        window.scrollTo(0, 9 * 444);
      });
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.setViewportSize({ width: 375, height: 700 });
      await close(page);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement?.closest("[role=listitem]")?.getAttribute("aria-posinset"),
          ),
        )
        .toBe("40");
      await expect(opener).toBeInViewport();
    });
  }
});

test.describe("the largest catalogue on a narrow phone", () => {
  test("lets every product and the footer be reached, page by page, at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openLargeCatalog(page, 100_000);
    // Firefox caps an element near 17.9 million px, Chromium and WebKit near 33.5 million.
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    expect(await height()).toBeLessThan(17_000_000);
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await expect(pages.getByText("Page 1 of 10: products 1–10,000")).toBeVisible();
    for (let next = 2; next <= 10; next += 1) {
      await pages.getByRole("button", { name: "Next page" }).click();
      await expect(pages.getByText(new RegExp(`^Page ${String(next)} of 10`))).toBeVisible();
    }
    await expect(pages.getByText("Page 10 of 10: products 90,001–100,000")).toBeVisible();
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(page.locator("[role=listitem][aria-posinset='100000']")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    expect(await height()).toBeLessThan(17_000_000);
  });
});

test.describe("a catalogue still being made", () => {
  test("shows its first cards at once, with its progress, and filters only the whole", async ({
    page,
  }) => {
    await page.addInitScript(holdChunksAfterTheFirst);
    await page.addInitScript(() => {
      // Whether the page, when it replaces the placeholders, already has its cards (not a
      // spinner in their place while the windowed grid's code is awaited).
      const observer = new MutationObserver(() => {
        if (!document.querySelector("main [role=progressbar]")) return;
        observer.disconnect();
        Object.assign(window, {
          cardsWithPage: document.querySelector("main article h2") !== null,
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.clock.install();
    await page.goto("/?count=100000&seed=5", { waitUntil: "domcontentloaded" });
    const progress = page.getByRole("progressbar", { name: "Generating products" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1000");
    expect(
      await page.evaluate(() => (window as unknown as { cardsWithPage: boolean }).cardsWithPage),
    ).toBe(true);
    await expect(page.getByText("Generating 100,000 products… 1%")).toBeVisible();
    await expect(resultCount(page)).toHaveText("1,000 products");
    await expect(items(page).first()).toBeVisible();

    await search(page, "a");
    await page.clock.runFor(10_000);
    // The delay has long run out, but the result would cover only a hundredth of it.
    await expect(page.getByRole("status", { name: "Loading products" })).toBeVisible();

    await releaseChunks(page);
    await expect(page.getByText("All 100,000 products generated.")).toBeVisible({ timeout: 0 });
    await expect(progress).toBeHidden();
    await expect(page.getByRole("searchbox")).toBeVisible();
    const shown = Number(((await resultCount(page).textContent()) ?? "").replace(/\D/g, ""));
    expect(shown, "the search covers the whole catalogue").toBeGreaterThan(1000);
  });
});

const pageLine = (page: Page) =>
  page.getByRole("navigation", { name: "Product pages" }).getByRole("status");

/** Opens a catalogue of 20,000 (two pages) and waits until all of it is made. */
async function openTwoPages(page: Page) {
  await page.goto("/?count=20000&seed=3", { waitUntil: "domcontentloaded" });
  await expect(page.getByText("All 20,000 products generated.")).toBeVisible({ timeout: 0 });
}

/** The link Copy link gives for the first product of page 2, and that product's id. */
async function linkToAProductOnPageTwo(page: Page) {
  await openTwoPages(page);
  await page.getByRole("button", { name: "Next page" }).first().click();
  await expect(pageLine(page)).toHaveText(/^Page 2 of 2/);
  const first = page.locator("[role=listitem][aria-posinset='10001']");
  await first.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await refuseClipboard(page);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  const link = await dialog.getByRole("textbox", { name: "Copy this link:" }).inputValue();
  const id = new URL(link).searchParams.get("product") ?? "";
  return { link, id };
}

/**
 * Opens `link` as a new visitor would, expects its details over page 2 of 2, and closes
 * them with Escape.
 */
async function openAndCloseOnPageTwo(browser: Browser, link: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link, { waitUntil: "domcontentloaded" });
  const dialog = visitor.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 0 });
  await expect(pageLine(visitor)).toHaveText(/^Page 2 of 2/);
  await visitor.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  return { context, visitor };
}

test.describe("the pages of a very large list", () => {
  test("are in the address: reload, Back, Forward and Share keep the page", async ({ page }) => {
    await openTwoPages(page);
    await expect(pageLine(page)).toHaveText("Page 1 of 2: products 1–10,000");
    await page.getByRole("button", { name: "Next page" }).first().click();
    await expect(pageLine(page)).toHaveText("Page 2 of 2: products 10,001–20,000");
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(pageLine(page)).toHaveText(/^Page 2 of 2/, { timeout: 0 });
    await expect(page.locator("[role=listitem][aria-posinset='10001']")).toBeVisible();
    await page.goBack();
    await expect(pageLine(page)).toHaveText(/^Page 1 of 2/);
    await page.goForward();
    await expect(pageLine(page)).toHaveText(/^Page 2 of 2/);
    await refuseClipboard(page);
    await page.getByRole("button", { name: "Share" }).click();
    const shared = await page.getByRole("textbox", { name: "Copy this link:" }).inputValue();
    expect(new URL(shared).searchParams.get("page")).toBe("2");
    // A filter change starts at page 1.
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(pageLine(page)).toHaveText(/^Page 1 of 2/);
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
  });

  test("a link to a product on page 2 opens on page 2, and closing gives focus to its card", async ({
    page,
    browser,
  }) => {
    const { link, id } = await linkToAProductOnPageTwo(page);
    const { context, visitor } = await openAndCloseOnPageTwo(browser, link);
    await expect
      .poll(() =>
        visitor.evaluate(() =>
          document.activeElement?.closest("[role=listitem]")?.getAttribute("aria-posinset"),
        ),
      )
      .toBe("10001");
    expect(new URL(visitor.url()).searchParams.get("product")).toBeNull();
    expect(id).not.toBe("");
    await context.close();
  });

  test("a product link without a page opens on the product's page, and closing keeps that page", async ({
    page,
    browser,
  }) => {
    const { link } = await linkToAProductOnPageTwo(page);
    const withoutPage = new URL(link);
    withoutPage.searchParams.delete("page");
    const { context, visitor } = await openAndCloseOnPageTwo(browser, withoutPage.href);
    await expect(pageLine(visitor)).toHaveText(/^Page 2 of 2/);
    expect(new URL(visitor.url()).searchParams.get("page")).toBe("2");
    await context.close();
  });

  test("a product whose chunk comes late takes no focus from a visitor who has moved on", async ({
    page,
    browser,
  }) => {
    const { link } = await linkToAProductOnPageTwo(page);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.addInitScript(holdChunksAfterTheFirst);
    await visitor.goto(link, { waitUntil: "domcontentloaded" });
    // The first products are shown (the dropdown waits for them, disabled): the visitor
    // moves on to the search box before the product's chunk comes.
    await expect(visitor.getByRole("combobox", { name: "Category" })).toBeEnabled();
    const box = visitor.getByRole("searchbox");
    await box.click();
    await box.pressSequentially("cha");
    await releaseChunks(visitor);
    await expect(visitor.getByText("All 20,000 products generated.")).toBeVisible({ timeout: 0 });
    await box.pressSequentially("ir");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("chair");
    await expect(visitor.getByRole("dialog")).toBeHidden();
    await context.close();
  });

  test("keep the page chosen while the catalogue is made, and say it only when it changes", async ({
    page,
  }) => {
    await page.addInitScript(holdChunksAfterTheFirst);
    await page.goto("/?count=30000&seed=5", { waitUntil: "domcontentloaded" });
    await expect(resultCount(page)).toHaveText("1,000 products", { timeout: 0 });
    await releaseChunks(page, 15);
    await expect(resultCount(page)).toHaveText("15,000 products");
    await page.getByRole("button", { name: "Next page" }).first().click();
    await expect(pageLine(page)).toHaveText(/^Page 2 of/);
    await page.evaluate(() => {
      const lines: string[] = [];
      Object.assign(window, { pageLines: lines });
      new MutationObserver(() => {
        lines.push(
          document.querySelector("nav[aria-label='Product pages'] [role=status]")?.textContent ??
            "",
        );
      }).observe(document.querySelector("main") ?? document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await releaseChunks(page, 22);
    await expect(resultCount(page)).toHaveText("22,000 products");
    await releaseChunks(page);
    await expect(page.getByText("All 30,000 products generated.")).toBeVisible({ timeout: 0 });
    await expect(pageLine(page)).toHaveText("Page 2 of 3: products 10,001–20,000");
    const lines = await page.evaluate(
      () => (window as unknown as { pageLines: string[] }).pageLines,
    );
    expect(new Set(lines), "what the page line said while chunks came").toEqual(
      new Set(["Page 2 of 3: products 10,001–20,000"]),
    );
  });
});
