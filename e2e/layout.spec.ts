import type { Page } from "@playwright/test";
import { MAX_PRICE_LENGTH } from "../src/catalog/address/price-range";
import { cards, columnCount, expect, maxPrice, minPrice, openCatalog, test } from "./fixtures";

const COLUMNS_AT_WIDTH = [
  { width: 375, columns: 1 },
  { width: 800, columns: 3 },
  { width: 1280, columns: 4 },
] as const;

test("lays the grid out in 1, 3 and 4 columns at 375, 800 and 1280 px, with no horizontal scrolling", async ({
  page,
}) => {
  for (const { width, columns } of COLUMNS_AT_WIDTH) {
    await test.step(`at ${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openCatalog(page);
      expect(await columnCount(page), `columns at ${String(width)} px`).toBe(columns);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `no horizontal scrolling at ${String(width)} px`).toBeLessThanOrEqual(
        width,
      );
    });
  }
});

test("keeps the search box wide enough to read at every width, the price fields and Search in the form", async ({
  page,
}) => {
  await openCatalog(page, "/?q=chair&min=10&max=500");
  const box = page.getByRole("searchbox");
  const form = page.getByRole("search");
  const searchButton = page.getByRole("button", { name: "Search", exact: true });
  for (const width of [280, 320, 375, 768, 800, 1023, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    // About 20 characters. With every control on one line from 768 px, it was 59 px there.
    await expect
      .poll(async () => (await box.boundingBox())?.width ?? 0, `at ${String(width)} px`)
      .toBeGreaterThanOrEqual(180);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `no horizontal scrolling at ${String(width)} px`).toBeLessThanOrEqual(width);
    // The price fields and Search stay inside the form (at 320 px, Search stuck out of it).
    const formBox = await form.boundingBox();
    const buttonBox = await searchButton.boundingBox();
    expect(
      (buttonBox?.x ?? 0) + (buttonBox?.width ?? 0),
      `Search inside the form at ${String(width)} px`,
    ).toBeLessThanOrEqual((formBox?.x ?? 0) + (formBox?.width ?? 0) + 0.5);
  }
});

test("re-flows the grid when the window is resized", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCatalog(page);
  expect(await columnCount(page)).toBe(4);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(() => columnCount(page)).toBe(1);
});

test("centres the content at a maximum width of 7xl (80rem) from md up", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openCatalog(page);
  const main = await page.getByRole("main").boundingBox();
  expect(main?.width).toBe(1280);
  expect(main?.x).toBe(160);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect.poll(async () => (await page.getByRole("main").boundingBox())?.width).toBe(375);
});

// What the menu button does, and its panel, is a component test (src/app/nav-bar.test.tsx):
// here, where the layout shows it.
test("shows the mobile menu button below md only", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openCatalog(page);
  const button = page.getByRole("button", { name: "Main menu" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(button).toBeHidden();
});

test.describe("when image hosts are unreachable", () => {
  test.use({ imageHosts: "unreachable" });

  test("shows a tinted tile with initials, never a broken image, and nothing moves", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCatalog(page);
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect(page.locator("main img")).toHaveCount(0);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + ((entry as { value?: number }).value ?? 0), 0),
            );
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => {
            resolve(0);
          }, 500);
        }),
    );
    expect(layoutShift).toBe(0);
    for (const card of await cards(page).all()) {
      const name = (await card.getByRole("heading").textContent()) ?? "";
      await expect(card.getByRole("img", { name })).toBeVisible();
      await expect(card.getByText(/^\S{1,2}$/)).toBeVisible();
    }
  });
});

test("the price fields show every character of a price, up to the longest they take, at every width", async ({
  page,
}) => {
  await openCatalog(page, "/?seed=3");
  const fields = [minPrice(page), maxPrice(page)];
  for (const width of [280, 320, 375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const value of ["12345.67", "$1,234,567.89", "1".repeat(MAX_PRICE_LENGTH)]) {
      for (const field of fields) await field.fill(value);
      for (const field of fields) {
        // Blurred, a field shows its start; what does not fit is cut off at the end.
        await field.blur();
        const [scrolled, shown] = await field.evaluate((input) => [
          input.scrollWidth,
          input.clientWidth,
        ]);
        expect(scrolled, `${value} whole at ${String(width)} px`).toBeLessThanOrEqual(shown);
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `no horizontal scrolling at ${String(width)} px`).toBeLessThanOrEqual(
        width,
      );
    }
  }
});

/** The font size of every field the page shows, by its name. */
async function fieldSizes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("input:not([type=hidden]), select, textarea")]
        .filter((field) => field instanceof HTMLElement && field.checkVisibility())
        .map((field) => [
          field.getAttribute("name") ?? field.getAttribute("type") ?? field.tagName,
          getComputedStyle(field).fontSize,
        ]),
    ),
  );
}

// iOS Safari zooms the page into a field whose text is under 16 px when it is tapped, and
// leaves the page zoomed, scrolling sideways.
test("with a mouse, the fields' text is 16 px under md and 14 px from md up", async ({ page }) => {
  for (const [width, size] of [
    [375, "16px"],
    [800, "14px"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await openCatalog(page, "/?seed=42");
    const sizes = await fieldSizes(page);
    // The box, the price fields (folded away on a phone), Category, the order, the language.
    expect(Object.keys(sizes).length, `fields at ${String(width)} px`).toBeGreaterThanOrEqual(
      width < 768 ? 3 : 6,
    );
    for (const [field, shown] of Object.entries(sizes)) {
      expect(shown, `${field} at ${String(width)} px`).toBe(size);
    }
  }
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("the fields' text is 16 px at every width", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await openCatalog(page, "/?seed=42");
    const sizes = await fieldSizes(page);
    expect(Object.keys(sizes).length).toBeGreaterThanOrEqual(6);
    for (const [field, shown] of Object.entries(sizes)) expect(shown, field).toBe("16px");
  });
});
