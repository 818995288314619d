// The page in another language (ADR 17): texts, products, numbers and links, from the
// address's ?locale=. English's own journeys are the rest of the suite.
import { cardNames, cards, expect, openCatalog, refuseClipboard, test } from "./fixtures";
import { MESSAGES } from "./messages";

const { fr, he } = MESSAGES;

/** An address's parameters, as an object: their order is no behaviour. */
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

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

test("speaks Hebrew right to left, from the prerendered page on, and writes the link to copy by hand left to right", async ({
  page,
}) => {
  await page.goto("/?locale=he&seed=42", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1, name: he.catalog.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole("combobox", { name: he.category.label })).toBeEnabled();

  await refuseClipboard(page);
  await page.getByRole("button", { name: he.share.share }).click();
  const field = page.getByRole("textbox", { name: he.share.copyThis });
  await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/\?seed=42&locale=he$/);
  expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
});

test("the footer's picker loads the page in the chosen language, with the visit's seed and order, saying the search it leaves", async ({
  page,
}) => {
  await page.goto("/?q=a&sort=price-asc", { waitUntil: "domcontentloaded" });
  await expect(cards(page).first()).toBeVisible();
  const picker = page.getByRole("combobox", { name: "Language" });
  // By keyboard: choosing changes nothing until the button is pressed.
  await picker.focus();
  await picker.selectOption("he");
  expect(query(page.url())).toEqual({ q: "a", sort: "price-asc" });
  // A page loaded on the choice would have taken focus away from the picker.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Change" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => query(page.url()))
    .toEqual({ sort: "price-asc", locale: "he", seed: expect.stringMatching(/^\d+$/) });
  const { seed } = query(page.url());
  await expect(page.getByRole("heading", { level: 1, name: he.catalog.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The search was English words: dropped, said, and every product shown.
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: he.catalog.quoted("a") })).toHaveText(
    he.languageLeft.search(he.catalog.quoted("a")),
  );
  await expect(cards(page)).toHaveCount(12);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  // The page left has the seed the visit drew, carried to the language chosen.
  expect(query(page.url())).toEqual({ q: "a", sort: "price-asc", seed });
  await expect(page.getByRole("searchbox")).toHaveValue("a");
  await expect(picker).toHaveValue("en");
});

test("a language's prerendered page keeps it in its links and search form, before any script runs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/no-such-page?locale=he");
  await expect(page.getByRole("link", { name: he.error.back })).toHaveAttribute(
    "href",
    "/?locale=he",
  );
  await expect(page.getByRole("link", { name: "Product Hub" })).toHaveAttribute(
    "href",
    "/?locale=he",
  );

  await page.goto("/?locale=fr");
  await page.getByRole("searchbox").fill("chaise");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/q=chaise/);
  expect(new URL(page.url()).searchParams.get("locale")).toBe("fr");
  await expect(page.getByRole("heading", { level: 1, name: fr.catalog.title })).toBeVisible();
  await context.close();
});

// The texts beside the category dropdown, in every language: the hint a choice made with
// the keys shows, on a phone, and the label of a category from a link that no product has.
test("in every language, the category dropdown's hint fits a 320 px screen, and a category no product has is named whole", async ({
  page,
}) => {
  for (const [tag, m] of Object.entries(MESSAGES)) {
    await page.setViewportSize({ width: 320, height: 800 });
    await openCatalog(page, `/?locale=${tag}&seed=61`, m);
    await page.getByRole("combobox", { name: m.category.label }).focus();
    await page.keyboard.press("ArrowDown");
    const hint = await page.getByText(m.category.pressEnter).boundingBox();
    expect(hint?.x, tag).toBeGreaterThanOrEqual(0);
    expect((hint?.x ?? 0) + (hint?.width ?? Infinity), tag).toBeLessThanOrEqual(320);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalog(page, `/?locale=${tag}&seed=61&category=Garden Gnomes %26 Outdoor Decor`, m);
    const room = await page.getByRole("combobox", { name: m.category.label }).evaluate((select) => {
      if (!(select instanceof HTMLSelectElement)) return null;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return null;
      context.font = style.font;
      const text = context.measureText(select.selectedOptions[0]?.text ?? "").width;
      const inside =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // What the text leaves of the inside, less the engine's arrow.
      return inside - text;
    });
    expect(room, tag).toBeGreaterThanOrEqual(16);
  }
});
