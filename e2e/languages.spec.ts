// The page in another language (ADR 17): texts, products, numbers and links, from the
// address's ?locale=. English's own journeys are the rest of the suite.
import { messages as fr } from "../src/i18n/messages/fr";
import { messages as he } from "../src/i18n/messages/he";
import { messages as tr } from "../src/i18n/messages/tr";
import { cardNames, cards, expect, test } from "./fixtures";

test("speaks French from the first paint: texts, products in French, prices in US dollars", async ({
  page,
}) => {
  await page.goto("/?locale=fr&seed=42", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: fr.catalog.title })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveAttribute("placeholder", fr.search.placeholder);
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveTitle(`${fr.catalog.title} – Product Hub`);
  await expect(cards(page).first()).toContainText("$US");
  const french = await cardNames(page);

  await page.goto("/?seed=42", { waitUntil: "domcontentloaded" });
  await expect(cards(page)).toHaveCount(12);
  expect(await cardNames(page)).not.toEqual(french);

  // The same seed and language make the same products again.
  await page.goto("/?locale=fr&seed=42", { waitUntil: "domcontentloaded" });
  await expect(cards(page)).toHaveCount(12);
  expect(await cardNames(page)).toEqual(french);
});

test("speaks Hebrew right to left, from the prerendered page on", async ({ page }) => {
  await page.goto("/?locale=he", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1, name: he.catalog.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole("combobox", { name: he.category.label })).toBeVisible();
});

test("searches Turkish names as Turkish writes them, and keeps the language in the address", async ({
  page,
}) => {
  await page.goto("/?locale=tr&seed=7", { waitUntil: "domcontentloaded" });
  await expect(cards(page)).toHaveCount(12);
  // A word with i or ı, whose capitals are İ and I in Turkish: English would not match them.
  const names = await cardNames(page);
  const word = names.flatMap((name) => name.split(" ")).find((part) => /[iı]/.test(part)) ?? "";
  const first = names.find((name) => name.includes(word)) ?? "";
  expect(word).not.toBe("");
  await page.getByRole("searchbox").fill(word.toLocaleUpperCase("tr"));
  await page.getByRole("button", { name: tr.search.submit, exact: true }).click();
  await expect(page).toHaveURL(/locale=tr/);
  await expect(cards(page).first()).toContainText(first);
  await expect(page.getByRole("heading", { level: 1, name: tr.catalog.title })).toBeVisible();
});

test("the footer's picker loads the page in the chosen language, with the visit's seed and filters", async ({
  page,
}) => {
  await page.goto("/?q=a&sort=price-asc", { waitUntil: "domcontentloaded" });
  await expect(cards(page).first()).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Language" });
  // By keyboard: choosing changes nothing until the button is pressed.
  await picker.focus();
  await picker.selectOption("he");
  await expect(page).toHaveURL(/\?q=a&sort=price-asc$/);
  // A page loaded on the choice would have taken focus away from the picker.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Change" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/locale=he&q=a&sort=price-asc&seed=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: he.catalog.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("searchbox")).toHaveValue("a");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page).toHaveURL(/\?q=a&sort=price-asc$/);
});
