import { pixelsOf } from "./contrast";
import { cards, closeDetailsWithEscape, expect, openCatalog, test } from "./fixtures";

test.describe("the details modal", () => {
  test("makes the page behind it inert", async ({ page }) => {
    await openCatalog(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const reset = page.getByRole("button", { name: "Reset" });
    await reset.evaluate((button: HTMLButtonElement) => {
      button.focus();
    });
    await expect(reset).not.toBeFocused();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement === document.body || !!document.activeElement?.closest("dialog"),
      );
      expect(inside).toBe(true);
    }
  });
  test("keeps the page behind still under the wheel and PageDown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openCatalog(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Where the click scrolled the card's button to, if it was below the fold.
    const scrolled = await page.evaluate(() => window.scrollY);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width);

    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
  });
  test("opens at its top at 400 % zoom (320 × 200 CSS px), a title of two lines whole", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 200 });
    // The first card's name takes two lines there, the second's one.
    await openCatalog(page, "/?seed=42");
    const lines: number[] = [];
    for (const index of [0, 1]) {
      const card = cards(page).nth(index);
      const name = (await card.getByRole("heading").textContent()) ?? "";
      await card.getByRole("button", { name: "View Details" }).click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
      const title = dialog.getByRole("heading", { name });
      await expect(dialog.getByRole("img", { name })).toBeInViewport();
      await expect(title).toBeFocused();
      // The focused title is seen whole, not just its top edge under the picture.
      await expect(title).toBeInViewport({ ratio: 1 });
      lines.push(
        await title.evaluate(
          (heading) =>
            heading.getBoundingClientRect().height /
            parseFloat(getComputedStyle(heading).lineHeight),
        ),
      );
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: "Copy link" })).toBeFocused();
      // Back to the close control in the corner, still in view at the dialog's top.
      await page.keyboard.press("Shift+Tab");
      const corner = dialog.getByRole("button", { name: "Close" }).first();
      await expect(corner).toBeFocused();
      await expect(corner).toBeInViewport({ ratio: 1 });
      await corner.click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => new URL(page.url()).searchParams.has("product")).toBe(false);
    }
    expect(lines.map(Math.round)).toEqual([2, 1]);
  });
  test("a double click on View Details opens it once, and it closes and reopens as usual", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalog(page, "/?seed=42");
    const entries = await page.evaluate(() => history.length);
    for (const index of [0, 3]) {
      const card = cards(page).nth(index);
      const name = (await card.getByRole("heading").textContent()) ?? "";
      await card.getByRole("button", { name: "View Details" }).dblclick();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      await closeDetailsWithEscape(page);
      await card.getByRole("button", { name: "View Details" }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});

test("shows a portrait photo whole in the details, its top and its bottom", async ({
  page,
  baseURL,
}) => {
  // Every photo a portrait, 1:2, a red band at its top and a blue one at its bottom.
  const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="200"><rect width="100" height="200" fill="#fff"/><rect width="100" height="16" fill="#f00"/><rect y="184" width="100" height="16" fill="#00f"/></svg>`;
  await page.route(
    (url) => !url.href.startsWith(baseURL ?? ""),
    (route) => route.fulfill({ status: 200, contentType: "image/svg+xml", body: portrait }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCatalog(page, "/?seed=42");
  await cards(page).first().getByRole("button", { name: "View Details" }).click();
  const picture = page.getByRole("dialog").getByRole("img");
  await expect(picture).toHaveJSProperty("complete", true);
  const { pixels } = await pixelsOf(page, await picture.screenshot());
  const red = pixels.filter(([r, g, b]) => r > 200 && g < 60 && b < 60).length;
  const blue = pixels.filter(([r, g, b]) => r < 60 && g < 60 && b > 200).length;
  expect(red, "the photo's top").toBeGreaterThan(100);
  expect(blue, "the photo's bottom").toBeGreaterThan(100);
});
