// The page in another language (ADR 17): texts, products, numbers and links, from the
// address's ?locale=. English's own journeys are the rest of the suite.
import type { Page } from "@playwright/test";
import type { LocaleTag } from "../src/i18n/locales";
import type { Messages } from "../src/i18n/messages/en";
import {
  cardNames,
  cards,
  expect,
  openCatalog,
  refuseClipboard,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { MESSAGES, readCardLines } from "./messages";

const { fr, he, tr, "uz-Latn": uz } = MESSAGES;

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

test("speaks Hebrew right to left, from the prerendered page on", async ({ page }) => {
  await page.goto("/?locale=he", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1, name: he.catalog.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole("combobox", { name: he.category.label })).toBeVisible();
});

test("in Hebrew, the link to copy by hand reads left to right", async ({ page }) => {
  await openCatalog(page, "/?locale=he&seed=42", he);
  await refuseClipboard(page);
  await page.getByRole("button", { name: he.share.share }).click();
  const field = page.getByRole("textbox", { name: he.share.copyThis });
  await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/\?seed=42&locale=he$/);
  expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
});

test("finds a Hebrew name written with vowel points from a search typed without them", async ({
  page,
}) => {
  await openCatalog(page, "/?locale=he&seed=42", he);
  const point = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/;
  const points = new RegExp(point.source, "g");
  const names = await cardNames(page);
  const pointed = names.flatMap((name) => name.split(" ")).find((word) => point.test(word));
  expect(pointed, "a generated name with points").toBeDefined();
  const unpointed = (pointed ?? "").replace(points, "");
  await page.goto(`/?locale=he&seed=42&q=${encodeURIComponent(unpointed)}`);
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
    names.filter((name) => name.replace(points, "").includes(unpointed)),
  );
  await expect(
    page
      .locator("main h2 mark")
      .filter({ hasText: pointed ?? "" })
      .first(),
  ).toBeVisible();
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

test("finds the same Uzbek names among 2,000 whichever apostrophe a link's search writes", async ({
  page,
}) => {
  const found: string[][] = [];
  // ASCII's, Uzbek's oʻ letter (U+02BB, as the page writes "Oʻzbekcha"), a phone's (U+2019).
  for (const typed of ["go'sht", "go\u02BBsht", "go\u2019sht"]) {
    await openCatalog(
      page,
      `/?locale=uz-Latn&count=2000&seed=42&q=${encodeURIComponent(typed)}`,
      uz,
    );
    // A filter in a link shows its result once the whole catalogue is made.
    await expect(page.getByRole("progressbar")).toBeHidden();
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    await expect(page.locator("main h2 mark")).toHaveText(names.map(() => /^go'sht$/i));
    found.push(names);
  }
  expect(found[1]).toEqual(found[0]);
  expect(found[2]).toEqual(found[0]);
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

/** Each shown card's name, category and price in cents, read through the language's labels. */
async function shownIn(page: Page, messages: Messages) {
  const shown = await cards(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector("h2")?.textContent ?? "",
      lines: [...item.querySelectorAll("p")].map((line) => line.textContent),
    })),
  );
  return shown.map(({ name, lines }) => ({ name, ...readCardLines(lines, messages) }));
}

/** A two-letter part of some, not all, of the names, as the language folds case. */
function partOf(names: string[], tag: LocaleTag): string {
  const fold = (text: string) => text.toLocaleLowerCase(tag);
  for (const name of names) {
    for (let at = 0; at + 2 <= name.length; at += 1) {
      const part = name.slice(at, at + 2);
      const matched = names.filter((other) => fold(other).includes(fold(part))).length;
      if (!/\s/.test(part) && matched > 1 && matched < names.length) return part;
    }
  }
  return "";
}

/** The texts in the page's own order, as the language's collator puts them. */
function inCollatorOrder(page: Page, tag: LocaleTag, texts: string[]): Promise<string[]> {
  return page.evaluate(({ tag, texts }) => [...texts].sort(new Intl.Collator(tag).compare), {
    tag,
    texts,
  });
}

/** A range's bound as the title writes it: the language's US dollars, whole ones bare. */
function dollarsIn(page: Page, tag: LocaleTag, amount: string): Promise<string> {
  return page.evaluate(
    ({ tag, amount }) =>
      new Intl.NumberFormat(tag, {
        style: "currency",
        currency: "USD",
        trailingZeroDisplay: "stripIfInteger",
      }).format(amount as `${number}`),
    { tag, amount },
  );
}

for (const tag of ["fr", "he", "tr", "zh-CN"] as const) {
  const m = MESSAGES[tag];
  const home = `/?locale=${tag}&seed=42`;
  const count = (n: number) =>
    m.catalog.products({ count: String(n), form: new Intl.PluralRules(tag).select(n) });

  test.describe(`a visit in ${tag}`, () => {
    test("searches as the language folds case, chooses a category, sorts by its collation", async ({
      page,
    }) => {
      await openCatalog(page, home, m);
      await expect(page).toHaveTitle(`${m.catalog.title} – Product Hub`);
      const all = await shownIn(page, m);
      const categories = [...new Set(all.map(({ category }) => category))];
      const dropdown = page.getByRole("combobox", { name: m.category.label });
      await expect(dropdown.getByRole("option")).toHaveText([
        m.category.all,
        ...(await inCollatorOrder(page, tag, categories)),
      ]);

      const names = all.map(({ name }) => name);
      const part = partOf(names, tag).toLocaleUpperCase(tag);
      expect(part).not.toBe("");
      await page.getByRole("searchbox").fill(part);
      await page.getByRole("button", { name: m.search.submit, exact: true }).click();
      await waitForLoadingStep(page, m);
      const matched = names.filter((name) =>
        name.toLocaleLowerCase(tag).includes(part.toLocaleLowerCase(tag)),
      );
      await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(matched);
      await expect(page).toHaveTitle(
        `${m.catalog.quoted(part)} – ${count(matched.length)} – Product Hub`,
      );
      expect(query(page.url())).toEqual({ locale: tag, seed: "42", q: part });

      await page.getByRole("button", { name: m.catalog.reset }).click();
      await waitForLoadingStep(page, m);
      const chosen = all[0]?.category ?? "";
      await dropdown.selectOption(chosen);
      await waitForLoadingStep(page, m);
      expect(await shownIn(page, m)).toEqual(all.filter(({ category }) => category === chosen));
      await expect(dropdown.getByRole("option")).toHaveText([m.category.all, chosen]);

      await page.getByRole("combobox", { name: m.sort.label }).selectOption("name-asc");
      const inCategory = all.filter(({ category }) => category === chosen).map(({ name }) => name);
      await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(
        await inCollatorOrder(page, tag, inCategory),
      );
      expect(query(page.url())).toEqual({
        locale: tag,
        seed: "42",
        category: chosen,
        sort: "name-asc",
      });
    });

    test("reads a price range as the language writes numbers, names it, and says how it read one written the other way", async ({
      page,
    }) => {
      // The language's decimal separator, and the other one, as Node's ICU has them.
      const decimal =
        new Intl.NumberFormat(tag).formatToParts(0.5).find(({ type }) => type === "decimal")
          ?.value ?? "";
      const otherWay = decimal === "," ? "." : ",";
      await openCatalog(page, home, m);
      const all = await shownIn(page, m);
      const min = page.getByRole("textbox", { name: m.price.min });
      await min.fill(`100${decimal}5`);
      await page.getByRole("textbox", { name: m.price.max }).fill("700");
      await page.getByRole("textbox", { name: m.price.max }).press("Enter");
      await waitForLoadingStep(page, m);
      const inRange = all.filter(({ cents }) => cents >= 10_050 && cents <= 70_000);
      expect(await shownIn(page, m)).toEqual(inRange);
      expect(query(page.url())).toEqual({ locale: tag, seed: "42", min: "100.50", max: "700" });
      await expect(min).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(m.price.hint)).toBeVisible();
      const range = m.price.between(
        await dollarsIn(page, tag, "100.50"),
        await dollarsIn(page, tag, "700"),
      );
      const result = inRange.length === 0 ? m.catalog.empty : count(inRange.length);
      // A title starts with a capital, as French's "de 100,50 $US à 700 $US" does not.
      const titled = `${range.charAt(0).toLocaleUpperCase(tag)}${range.slice(1)}`;
      await expect(page).toHaveTitle(`${titled} – ${result} – Product Hub`);

      // The same bound written the other way: read as meant, and said; the URL is the same.
      await min.fill(`100${otherWay}5`);
      await min.press("Enter");
      const asPrice = await page.evaluate(
        (tag) => new Intl.NumberFormat(tag, { style: "currency", currency: "USD" }).format(100.5),
        tag,
      );
      await expect(min).toHaveAccessibleDescription(m.price.readAs(m.price.min, asPrice));
      await expect(min).toHaveValue(`100${otherWay}5`);
      expect(query(page.url())).toEqual({ locale: tag, seed: "42", min: "100.50", max: "700" });
      expect(await shownIn(page, m)).toEqual(inRange);
    });

    test("opens a product's details, shares the page and shows its 404 screen, in the language", async ({
      page,
      context,
      baseURL,
    }) => {
      await openCatalog(page, home, m);
      const [first] = await shownIn(page, m);
      await cards(page).first().getByRole("button", { name: m.card.viewDetails }).click();
      const dialog = page.getByRole("dialog", { name: first?.name ?? "" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(m.details.id, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`locale=${tag}.*product=`));
      await dialog.getByRole("button", { name: m.details.close }).click();
      await expect(dialog).toBeHidden();

      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: baseURL ?? "",
      });
      await page.getByRole("button", { name: m.share.share }).click();
      await expect(page.getByText(m.share.copied)).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(query(link)).toEqual({ locale: tag, seed: "42" });

      await page.goto(`/no-such-page?locale=${tag}&seed=42`);
      await expect(page.getByRole("heading", { level: 1, name: m.error.title })).toBeVisible();
      await expect(page.getByText(m.error.notFound)).toBeVisible();
      await expect(page).toHaveTitle(`${m.error.notFoundTitle} – Product Hub`);
      // The prerendered link keeps the language (all a page without JavaScript can); once
      // the app has taken the screen over, it keeps the seed too. The app replaces the
      // served HTML: a click while it does would land on neither link.
      const back = page.getByRole("link", { name: m.error.back });
      await expect(back).toHaveAttribute("href", `/?seed=42&locale=${tag}`);
      await back.click();
      await expect(page.getByRole("heading", { level: 1, name: m.catalog.title })).toBeVisible();
      expect(query(page.url())).toEqual({ seed: "42", locale: tag });
    });
  });
}

// The texts beside the category dropdown, in every language: the hint a choice made with
// the keys shows, on a phone, and the label of a category from a link that no product has.
for (const [tag, m] of Object.entries(MESSAGES)) {
  test(`in ${tag}, the category dropdown's hint fits a 320 px screen, and a category no product has is named whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await openCatalog(page, `/?locale=${tag}&seed=61`, m);
    await page.getByRole("combobox", { name: m.category.label }).focus();
    await page.keyboard.press("ArrowDown");
    const hint = await page.getByText(m.category.pressEnter).boundingBox();
    expect(hint?.x).toBeGreaterThanOrEqual(0);
    expect((hint?.x ?? 0) + (hint?.width ?? Infinity)).toBeLessThanOrEqual(320);

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
    expect(room).toBeGreaterThanOrEqual(16);
  });
}
