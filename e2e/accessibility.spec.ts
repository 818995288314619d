import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contrastRatio, edgeShows, standingOut, toRgb } from "./contrast";
import {
  cards,
  closeDetailsWithEscape,
  emptyMessage,
  expectLoadingStarted,
  flushQueuedTasks,
  expect,
  maxPrice,
  minPrice,
  openCatalog,
  openCatalogWithFrozenClock,
  search,
  spinner,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { MESSAGES } from "./messages";

const SCHEMES = ["light", "dark"] as const;

/**
 * `inPageOnly` runs axe in the page alone (legacy mode): its default mode opens and closes
 * a helper page, which races a test that moves the page clock on meanwhile. The page has no
 * frames, which is all the default mode adds. A violation is a soft failure, named by the
 * state it was found in, so that a test checking several states checks every one.
 */
async function expectNoAxeViolations(page: Page, state: string, { inPageOnly = false } = {}) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(inPageOnly).analyze();
  expect
    .soft(
      violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`),
      state,
    )
    .toEqual([]);
}

/**
 * Shows the page as it stands in `colorScheme`: the scheme switched in place, as a visitor's
 * system does, and the colour transitions it starts brought to their end, where a visitor
 * sees them a moment later, before anything reads a colour. (Waiting for them instead would
 * wait for ever on those in a closed `<details>`, which Chromium does not run.)
 */
async function showInScheme(page: Page, colorScheme: (typeof SCHEMES)[number]) {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}

/** axe over the page as it stands, in the light scheme and then the dark one. */
async function expectNoAxeViolationsInEachScheme(page: Page, state: string) {
  for (const colorScheme of SCHEMES) {
    await showInScheme(page, colorScheme);
    await expectNoAxeViolations(page, `${state}, ${colorScheme}`);
  }
}

// axe in each scheme over each state: the states that share a set-up share a page, and
// the scheme is switched in place (see showInScheme).
test("axe finds no violations on the catalogue, its details, a search, the empty state and ignored price bounds", async ({
  page,
}) => {
  await openCatalog(page);
  await expectNoAxeViolationsInEachScheme(page, "on the catalogue");

  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page, "with the details modal open");
  await closeDetailsWithEscape(page);

  await search(page, "e");
  await waitForLoadingStep(page);
  await expect(page.locator("main h2 mark").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();
  await expectNoAxeViolationsInEachScheme(
    page,
    "with a search applied: its matches marked, the box's clear button shown",
  );

  await search(page, "zzz-nothing");
  await waitForLoadingStep(page);
  await expect(emptyMessage(page)).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page, "on the empty state");

  await openCatalog(page, "/?min=abc&max=-1");
  await expect(minPrice(page)).toHaveAttribute("aria-invalid", "true");
  await expect(maxPrice(page)).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolationsInEachScheme(page, "with price bounds ignored, each field saying why");
});

test("axe finds no violations at 375 px: the mobile menu open, the phone's disclosure closed and open with a price range and an order applied", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openCatalog(page);
  await page.getByRole("button", { name: "Main menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expectNoAxeViolationsInEachScheme(page, "with the mobile menu open");

  await page.setViewportSize({ width: 375, height: 667 });
  await openCatalog(page, "/?min=5&max=900&sort=price-asc");
  const disclosure = page.locator("main details");
  for (const open of [false, true]) {
    if (open) await disclosure.locator("summary").click();
    await expect(minPrice(page)).toBeVisible({ visible: open });
    await expect(disclosure.locator("summary")).toContainText("Price: low to high");
    await expectNoAxeViolationsInEachScheme(
      page,
      `the phone's disclosure ${open ? "open" : "closed"}, a price range and an order applied`,
    );
  }
});

test("axe finds no violations while loading, in each scheme", async ({ page }) => {
  await openCatalogWithFrozenClock(page);
  for (const colorScheme of SCHEMES) {
    await showInScheme(page, colorScheme);
    await search(page, colorScheme === "light" ? "a" : "e");
    await expectLoadingStarted(page);
    // axe waits on timers too: move page time on in small steps, letting its queued
    // tasks run in between, and stay inside the 500 ms loading window. Each step is a
    // round trip to the browser, slow on a busy machine: few, not one per millisecond.
    const progress = { analysed: false, elapsed: 0 };
    const analysis = expectNoAxeViolations(page, `while loading, ${colorScheme}`, {
      inPageOnly: true,
    });
    const markAnalysed = () => {
      progress.analysed = true;
    };
    analysis.then(markAnalysed, markAnalysed);
    for (; progress.elapsed < 480 && !progress.analysed; progress.elapsed += 20) {
      await flushQueuedTasks(page);
      await page.clock.runFor(20);
    }
    await analysis;
    await expect(spinner(page)).toBeVisible();
    // The rest of the step, for the next scheme's own.
    await page.clock.runFor(500 - progress.elapsed);
    await expect(spinner(page)).toBeHidden();
  }
});

test("axe finds no violations on the error screen, in en, he and fr", async ({ page }) => {
  for (const tag of ["en", "he", "fr"] as const) {
    await page.goto(`/no-such-page?locale=${tag}`);
    await expect(page.getByRole("heading", { name: MESSAGES[tag].error.title })).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page, `on the error screen in ${tag}`);
  }
});

for (const tag of ["he", "fr"] as const) {
  const m = MESSAGES[tag];
  test(`axe finds no violations in ${tag}: a search applied and a price bound ignored, the details modal, the menu open on an empty result at 375 px`, async ({
    page,
  }) => {
    await openCatalog(page, `/?locale=${tag}&seed=5&max=abc`, m);
    await cards(page).first().getByRole("button", { name: m.card.viewDetails }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page, "with the details modal open");
    await closeDetailsWithEscape(page);

    const name = (await cards(page).first().getByRole("heading").textContent()) ?? "";
    await page.getByRole("searchbox").fill(name.slice(0, 2));
    await page.getByRole("searchbox").press("Enter");
    await waitForLoadingStep(page, m);
    await expect(page.locator("main h2 mark").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: m.price.max })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoAxeViolationsInEachScheme(
      page,
      "on the catalogue, a search applied and a price bound ignored",
    );

    await page.setViewportSize({ width: 375, height: 800 });
    await openCatalog(page, `/?locale=${tag}&q=zzz-nothing`, m);
    await expect(page.getByText(m.catalog.empty, { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: m.nav.menu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoAxeViolationsInEachScheme(page, "at 375 px, the menu open, on an empty result");
  });
}

test.describe("a keyboard-only visitor", () => {
  test("can search, choose a category, open and close a product and reset", async ({ page }) => {
    await openCatalog(page);
    const focused = () => page.locator(":focus");

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("searchbox")).toBeFocused();
    const firstName = (await cards(page).first().getByRole("heading").textContent()) ?? "";
    const query = firstName.split(" ")[0] ?? "";
    await page.keyboard.type(query);
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(page.getByRole("searchbox")).toBeFocused();
    await expect(page.getByRole("searchbox")).toHaveValue(query);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Clear search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(minPrice(page)).toBeFocused();
    await page.keyboard.type("1");
    await page.keyboard.press("Tab");
    await expect(maxPrice(page)).toBeFocused();
    await page.keyboard.type("5000");
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(maxPrice(page)).toBeFocused();
    expect(new URL(page.url()).searchParams.get("max")).toBe("5000");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const select = page.getByRole("combobox", { name: "Category" });
    await expect(select).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(spinner(page)).toBeHidden();
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(select).toBeFocused();
    await expect(select).not.toHaveValue("");

    await page.keyboard.press("Tab");
    const sortBy = page.getByRole("combobox", { name: "Sort by" });
    await expect(sortBy).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(sortBy).toHaveValue("price-asc");
    await expect(spinner(page)).toBeHidden();
    await expect(sortBy).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Share" })).toBeFocused();
    await page.keyboard.press("Tab");
    const opener = cards(page).first().getByRole("button", { name: "View Details" });
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    const copyLink = dialog.getByRole("button", { name: "Copy link" });
    // The close control in the corner comes first, the Close button last.
    const [corner, close] = [
      dialog.getByRole("button", { name: "Close" }).first(),
      dialog.getByRole("button", { name: "Close" }).last(),
    ];
    await page.keyboard.press("Tab");
    await expect(copyLink).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(corner).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(copyLink).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(corner).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Closing goes Back to the entry before the product; that entry is the page's again
    // once the URL says so.
    await expect.poll(() => new URL(page.url()).searchParams.has("product")).toBe(false);

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(focused()).toHaveCount(1);
  });

  test("sees a focus ring with at least 3:1 contrast on every control, in each scheme", async ({
    page,
  }) => {
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await openCatalog(page);
      for (let step = 0; step < 10; step += 1) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body || element.tagName === "MAIN") return null;
          // The ring sits just outside the control: it is seen against the surface around it.
          let surface = element.parentElement;
          while (surface && getComputedStyle(surface).backgroundColor === "rgba(0, 0, 0, 0)") {
            surface = surface.parentElement;
          }
          const style = getComputedStyle(element);
          return {
            name: element.tagName,
            style: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
            colour: style.outlineColor,
            surface: surface ? getComputedStyle(surface).backgroundColor : "rgb(255, 255, 255)",
          };
        });
        if (!ring) continue;
        const label = `${ring.name}, ${colorScheme}`;
        expect(ring.style, `${label} outline`).toBe("solid");
        expect(ring.width, label).toBeGreaterThanOrEqual(2);
        const [ringRgb, surfaceRgb] = await toRgb(page, [ring.colour, ring.surface]);
        if (!ringRgb || !surfaceRgb) throw new Error("colours not resolved");
        expect(contrastRatio(ringRgb, surfaceRgb), label).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

test.describe("when image hosts are unreachable", () => {
  test.use({ imageHosts: "unreachable" });

  test("the fallback tiles pass axe and keep text contrast at 4.5:1 or more, in each scheme", async ({
    page,
  }) => {
    await openCatalog(page);
    await expect(page.locator("main img")).toHaveCount(0);
    for (const colorScheme of SCHEMES) {
      await showInScheme(page, colorScheme);
      await expectNoAxeViolations(page, `on the fallback tiles, ${colorScheme}`);
      const pairs = await cards(page).evaluateAll((items) =>
        items.map((item) => {
          const tile = item.querySelector("[aria-hidden='true']");
          if (!tile?.parentElement) throw new Error("no tile");
          return [
            getComputedStyle(tile).color,
            getComputedStyle(tile.parentElement).backgroundColor,
          ];
        }),
      );
      for (const [text = "", tint = ""] of pairs) {
        const [textRgb, tintRgb] = await toRgb(page, [text, tint]);
        if (!textRgb || !tintRgb) throw new Error("colours not resolved");
        expect(contrastRatio(textRgb, tintRgb), colorScheme).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

test.describe("with prefers-reduced-motion", () => {
  test("keeps the loader visible but turning four times slower, and drops transitions", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openCatalogWithFrozenClock(page);
    const transition = await page
      .getByRole("button", { name: "Reset" })
      .evaluate((button) => getComputedStyle(button).transitionDuration);
    expect(transition).toBe("0s");
    await search(page, "a");
    await expect(spinner(page)).toBeVisible();
    const durations = await spinner(page)
      .locator("> span > span")
      .evaluateAll((hands) => hands.map((hand) => getComputedStyle(hand).animationDuration));
    expect(durations.sort()).toEqual(["32s", "8s"]);
  });
});

test.describe("in forced colours (Windows' high contrast)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ forcedColors: "active" });
  });

  test.describe("with scripts off", () => {
    test.use({ javaScriptEnabled: false });

    // Forced colours paint every text in the theme's colour, a transparent one too.
    test("the served page's placeholder cards and count show no made-up text", async ({ page }) => {
      await page.goto("/?seed=42");
      const placeholders = page.locator("main [aria-hidden=true]:is(article, p)");
      await expect(placeholders.first()).toBeVisible();
      expect(await placeholders.count()).toBeGreaterThan(12);
      // The count, then the first card's text under its picture, its View Details included
      // (within the card's rounded border).
      const [count, card] = await placeholders.all();
      for (const area of [count, card?.locator("xpath=./div[2]")]) {
        const box = await area?.boundingBox();
        if (!box) throw new Error("no placeholder");
        const clip = { x: box.x + 2, y: box.y, width: box.width - 4, height: box.height - 14 };
        expect(await standingOut(page, await page.screenshot({ clip }))).toBe(0);
      }
    });
  });

  test("the loading step shows its clock, and the details their edge and buttons' outlines", async ({
    page,
  }) => {
    await openCatalogWithFrozenClock(page, "/?seed=42");
    await search(page, "a");
    await expect(spinner(page)).toBeVisible();
    // The ring (a 2 px circle of 50 px) and the hands: the colours are dropped without the
    // spinner's own rule, and this is all there is under the title for 500 ms.
    expect(
      await standingOut(page, await spinner(page).locator("> span").screenshot()),
    ).toBeGreaterThan(200);
    await page.clock.runFor(500);
    await expect(spinner(page)).toBeHidden();

    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (const element of [dialog, ...(await dialog.getByRole("button").all())]) {
      expect(await edgeShows(page, element), (await element.textContent()) ?? "").toBe(true);
    }
  });
});
