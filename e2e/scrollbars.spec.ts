import type { Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/browsers.mjs";
import { cards, expect, openCatalog, search, test, waitForLoadingStep } from "./fixtures";

// Scrollbars that take room, as on most desktops: Playwright's headless Chromium hides
// them, and then a page that starts or stops scrolling cannot be seen to move sideways.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

const scrollbarRoom = (page: Page) =>
  page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
const pageScrolls = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
// The page's heading, in the content centred wider than 7xl. Behind an open dialog, it is
// out of the accessibility tree.
const headingX = async (page: Page) => (await page.locator("h1").boundingBox())?.x;

test("moves nothing sideways when a filter's result makes the page stop or start scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openCatalog(page, "/?seed=61");
  // Where scrollbars take no room, this test could not fail.
  expect(await scrollbarRoom(page)).toBeGreaterThan(0);
  expect(await pageScrolls(page)).toBe(true);
  const scrolling = await headingX(page);
  await search(page, "no such product");
  await waitForLoadingStep(page);
  expect(await pageScrolls(page)).toBe(false);
  expect(await headingX(page)).toBe(scrolling);
});

test("moves nothing sideways behind the details on a page too short to scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1200 });
  await openCatalog(page, "/?seed=61");
  const name = (await cards(page).first().getByRole("heading").textContent()) ?? "";
  await search(page, name);
  await waitForLoadingStep(page);
  expect(await pageScrolls(page)).toBe(false);
  const before = await headingX(page);
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await headingX(page)).toBe(before);
});
