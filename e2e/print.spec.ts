// What a printed page holds (Chromium, the print media emulated): the heading, the count
// and the products of the list's page, without the controls, the prompt or the spinner;
// with a product's details open, that product alone.
import { cards, expect, openCatalog, resultCount, test } from "./fixtures";

test("12 products print as their cards, without the controls or their buttons", async ({
  page,
}) => {
  await openCatalog(page, "/?seed=42");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  for (const control of [
    page.getByRole("searchbox"),
    page.getByRole("combobox", { name: "Category" }),
    page.getByRole("button", { name: "Reset" }),
    page.getByRole("combobox", { name: "Language" }),
  ]) {
    await expect(control).toBeHidden();
  }
  await expect(page.getByRole("button", { name: /^View Details/ })).toHaveCount(0);
});

test("a large list prints every product of its page, not the few rows in view", async ({
  page,
}) => {
  await page.goto("/?count=500&seed=42", { waitUntil: "domcontentloaded" });
  await expect(resultCount(page)).toHaveText("500 products");
  const items = page.getByRole("main").getByRole("listitem");
  expect(await items.count()).toBeLessThan(100);
  await page.emulateMedia({ media: "print" });
  await expect(items).toHaveCount(500);
  await expect(items.last()).toContainText("Price:");
  await page.emulateMedia({ media: "screen" });
  await expect.poll(() => items.count()).toBeLessThan(100);
});

test("with a product's details open, the sheet is that product alone", async ({ page }) => {
  await openCatalog(page, "/?seed=42");
  const card = cards(page).first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: /^View Details/ }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeHidden();
  await expect(cards(page).first()).toBeHidden();
});
