import type { Page } from "@playwright/test";
import { expect, shownProducts, spinner, test } from "./fixtures";

// A visitor who acts the moment something shows, on a phone's CPU (4× slower): what they
// click, pick or send then works, the first time. No speed is asserted: `npm run bench`
// measures how soon that moment comes.

async function onAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

test.describe("acting as soon as the page shows it, CPU 4× slower", () => {
  test("the first View Details clicked the moment a card shows opens the details", async ({
    page,
  }) => {
    await onAPhone(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    // Any "View Details" on the page, live or not, clicked the moment it is there, without
    // waiting for it to take clicks: one that shows and does nothing loses the click.
    const viewDetails = page.locator("main article button", { hasText: "View Details" }).first();
    await viewDetails.waitFor({ state: "attached", timeout: 60_000 });
    await viewDetails.click({ force: true });
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/[?&]product=/);
  });

  test("a category picked the moment the dropdown works is applied", async ({ page }) => {
    await onAPhone(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    const category = page.getByRole("combobox", { name: "Category" });
    await expect(category).toBeEnabled({ timeout: 60_000 });
    const chosen = (await category.locator("option").nth(1).textContent()) ?? "";
    await category.selectOption(chosen);
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(chosen);
    await expect(spinner(page)).toBeHidden();
    for (const product of await shownProducts(page)) expect(product.category).toBe(chosen);
  });

  test("a search sent the moment the box shows is applied", async ({ page }) => {
    await onAPhone(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    const box = page.getByRole("searchbox");
    await box.fill("a", { timeout: 60_000 });
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]q=a(&|$)/);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
    await expect(spinner(page)).toBeHidden();
    await expect(box).toHaveValue("a");
    const shown = await shownProducts(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) expect(product.name.toLowerCase()).toContain("a");
    expect(new URL(page.url()).searchParams.get("seed")).toBe("42");
  });
});
