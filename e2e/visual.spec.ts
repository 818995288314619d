import type { Locator, Page } from "@playwright/test";
import {
  cards,
  expect,
  minPrice,
  openCatalog,
  refuseClipboard,
  search,
  test,
  waitForLoadingStep,
} from "./fixtures";

// Reference images live in e2e/__screenshots__/; after an intended visual change, run
// `npm run test:visual:update` and review the new images before committing them.
// A fixed seed makes the products the same; unreachable image hosts make every card
// show its initials tile, so nothing depends on the network.
const SEEDED = "/?seed=20241122";

/** `mask` covers what differs from run to run (the server's port in a link). */
async function expectScreen(page: Page, name: string, mask: Locator[] = []) {
  // Every image in view has failed and given way to its tile (lazy ones below may wait).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("main img")].filter(
            (image) => image.getBoundingClientRect().top < window.innerHeight,
          ).length,
      ),
    )
    .toBe(0);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: false, caret: "hide", mask });
}

/**
 * The screen in the light scheme, the dark one and forced colours (Windows' high contrast),
 * switched in place as a visitor's system setting does: one visit, three references
 * (`name-light.png`, `name-dark.png`, `name-forced.png`).
 */
async function expectScreens(page: Page, name: string, mask: Locator[] = []) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, forcedColors: "none" });
    await expectScreen(page, `${name}-${colorScheme}`, mask);
  }
  await page.emulateMedia({ colorScheme: "light", forcedColors: "active" });
  await expectScreen(page, `${name}-forced`, mask);
}

test.describe("in both schemes", () => {
  test.use({ imageHosts: "unreachable" });

  for (const width of [320, 375, 800, 1280]) {
    test(`catalogue at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCatalog(page, SEEDED);
      await expectScreens(page, `catalogue-${String(width)}`);
    });
  }

  test("catalogue on a phone held sideways, 667 × 375", async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await openCatalog(page, SEEDED);
    await expectScreens(page, "catalogue-667x375");
  });

  // Right to left, and a script without spaces between words (ADR 17).
  for (const locale of ["he", "zh-CN"]) {
    for (const width of [375, 1280]) {
      test(`catalogue in ${locale} at ${String(width)} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${SEEDED}&locale=${locale}`, { waitUntil: "domcontentloaded" });
        await expect(cards(page)).toHaveCount(12);
        await expectScreens(page, `catalogue-${locale}-${String(width)}`);
      });
    }
  }

  test("details modal", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCatalog(page, SEEDED);
    await cards(page).nth(1).getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectScreens(page, `modal`);
  });

  test("details modal at 375 px, its link to copy by hand shown", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCatalog(page, SEEDED);
    await refuseClipboard(page);
    await cards(page).nth(1).getByRole("button", { name: "View Details" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Copy link" }).click();
    const link = page.getByRole("textbox", { name: "Copy this link:" });
    await expect(link).toBeFocused();
    await expectScreens(page, `modal-375`, [link]);
  });

  for (const width of [375, 1280]) {
    test(`a search, its matches marked, at ${String(width)} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCatalog(page, SEEDED);
      await search(page, "steel");
      await waitForLoadingStep(page);
      await expectScreens(page, `search-${String(width)}`);
    });
  }

  for (const width of [375, 1280]) {
    test(`a price range, with a bound ignored and why, at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCatalog(page, `${SEEDED}&min=100&max=many`);
      await expectScreens(page, `price-${String(width)}`);
    });
  }

  test("the phone's disclosure open, a price range and an order applied, at 375 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await openCatalog(page, `${SEEDED}&min=10&max=900&sort=price-desc`);
    await page.locator("main summary").click();
    await expect(minPrice(page)).toBeVisible();
    await expectScreens(page, `disclosure-375`);
  });

  test("empty state", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCatalog(page, SEEDED);
    await search(page, "no such product");
    await waitForLoadingStep(page);
    await expectScreens(page, `empty`);
  });

  test("error screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/no-such-page");
    await expect(
      page.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expectScreens(page, `error`);
  });
});
