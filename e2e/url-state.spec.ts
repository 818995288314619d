import type { BrowserContext, Page } from "@playwright/test";
import {
  cardNames,
  cards,
  expect,
  maxPrice,
  minPrice,
  openCatalog,
  resultAnnouncement,
  resultCount,
  search,
  shownProducts,
  test,
  waitForLoadingStep,
  refuseClipboard,
} from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe("filters in the URL", () => {
  test("each applied change adds a history entry that Back and Forward restore", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=11");
    const products = await shownProducts(page);
    const category = products[0]?.category ?? "";
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "11", category });
    const inCategory = await cardNames(page);
    await search(page, "a");
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "11", category, q: "a" });
    const searched = await cardNames(page);
    const searchedTitle = `“\u2068a\u2069” in ${category} – ${String(searched.length)} product${searched.length === 1 ? "" : "s"} – Product Hub`;
    await expect(page).toHaveTitle(searchedTitle);

    await page.goBack();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "11", category });
    expect(await cardNames(page)).toEqual(inCategory);
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(page).toHaveTitle(
      `${category} – ${String(inCategory.length)} product${inCategory.length === 1 ? "" : "s"} – Product Hub`,
    );

    await page.goBack();
    await waitForLoadingStep(page);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(page).toHaveTitle("All Products – Product Hub");

    await page.goForward();
    await waitForLoadingStep(page);
    await page.goForward();
    await waitForLoadingStep(page);
    expect(await cardNames(page)).toEqual(searched);
    await expect(page.getByRole("searchbox")).toHaveValue("a");
    await expect(page).toHaveTitle(searchedTitle);
  });

  test("a category browsed to with the keyboard, then a click on Reset: Reset happens", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=42&q=a");
    const select = page.getByRole("combobox", { name: "Category" });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText("Press Enter to show this category")).toBeVisible();
    await page.getByRole("button", { name: "Reset" }).click();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "42" });
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
  });

  test("a double click on Search adds one history entry", async ({ page }) => {
    await openCatalog(page, "/?seed=12");
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("searchbox").fill("e");
    await page.getByRole("button", { name: "Search", exact: true }).dblclick();
    await waitForLoadingStep(page);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "12" });
  });

  test("Back and Forward announce the result and leave focus where it was", async ({ page }) => {
    await openCatalog(page, "/?seed=13");
    const category = (await shownProducts(page))[0]?.category ?? "";
    await search(page, "e");
    await waitForLoadingStep(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await waitForLoadingStep(page);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeFocused();
    const both = (await cardNames(page)).length;

    for (const step of [() => page.goBack(), () => page.goForward()]) {
      await step();
      await waitForLoadingStep(page);
      const shown = (await cardNames(page)).length;
      await expect(resultAnnouncement(page)).toHaveText(
        shown === 1 ? "1 product" : `${String(shown)} products`,
      );
      // The step hid the dropdown, and so took focus from it: it is given back.
      await expect(page.getByRole("combobox", { name: "Category" })).toBeFocused();
    }
    expect((await cardNames(page)).length).toBe(both);
    // Focus that was nowhere stays so.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.goBack();
    await waitForLoadingStep(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test("a URL with filters applies them on load, and Reset removes them", async ({ page }) => {
    await openCatalog(page, "/?seed=5");
    const target = (await shownProducts(page))[2];
    if (!target) throw new Error("no product");
    const word = target.name.split(" ")[1] ?? "";
    await openCatalog(
      page,
      `/?seed=5&category=${encodeURIComponent(target.category)}&q=${encodeURIComponent(word)}`,
    );
    for (const product of await shownProducts(page)) {
      expect(product.category).toBe(target.category);
      expect(product.name.toLowerCase()).toContain(word.toLowerCase());
    }
    expect(await cardNames(page)).toContain(target.name);
    await expect(page.getByRole("searchbox")).toHaveValue(word);
    await page.getByRole("button", { name: "Reset" }).click();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "5" });
    await expect(cards(page)).toHaveCount(12);
  });

  test("a price range is an entry of its own: Back and Forward restore it and its fields", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=22");
    const all = await shownProducts(page);
    const prices = all.map(({ price }) => price).toSorted((a, b) => a - b);
    const [low, high] = [String(prices[2] ?? 0), String(prices[8] ?? 0)];
    await minPrice(page).fill(low);
    await maxPrice(page).fill(high);
    await page.getByRole("button", { name: "Search" }).click();
    await waitForLoadingStep(page);
    const inRange = all.filter(({ price }) => price >= Number(low) && price <= Number(high));
    expect(inRange).toHaveLength(7);
    expect(await shownProducts(page)).toEqual(inRange);
    expect(query(page.url())).toEqual({ seed: "22", min: low, max: high });

    await page.goBack();
    await waitForLoadingStep(page);
    expect(await shownProducts(page)).toEqual(all);
    await expect(minPrice(page)).toHaveValue("");
    await expect(maxPrice(page)).toHaveValue("");
    await page.goForward();
    await waitForLoadingStep(page);
    expect(await shownProducts(page)).toEqual(inRange);
    await expect(minPrice(page)).toHaveValue(low);
    await expect(maxPrice(page)).toHaveValue(high);
  });
});

test.describe("seeds", () => {
  test("the same seed gives the same products on every load", async ({ page }) => {
    await openCatalog(page, "/?seed=123");
    const first = await shownProducts(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(12);
    expect(await shownProducts(page)).toEqual(first);
    await openCatalog(page, "/?seed=124");
    expect(await shownProducts(page)).not.toEqual(first);
  });

  test("without a seed, a reload gives new products", async ({ page }) => {
    await openCatalog(page);
    const first = await cardNames(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(12);
    expect(await cardNames(page)).not.toEqual(first);
  });
});

test.describe("the brand link", () => {
  const brand = (page: Page) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Product Hub" });

  test("keeps a shared catalogue and clears its filters and open product", async ({ page }) => {
    await openCatalog(page, "/?seed=40&count=20");
    const all = await cardNames(page);
    await search(page, "a");
    await waitForLoadingStep(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await brand(page).click();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "40", count: "20" });
    expect(await cardNames(page)).toEqual(all);
  });

  test("keeps the products of a plain visit", async ({ page }) => {
    await openCatalog(page, "/");
    const all = await cardNames(page);
    await search(page, "e");
    await waitForLoadingStep(page);
    await brand(page).click();
    await waitForLoadingStep(page);
    expect(page.url()).toMatch(/\/$/);
    expect(await cardNames(page)).toEqual(all);
  });
});

/** Lets the page use the clipboard, presses Share and reads back the link it copied. */
async function copyLink(page: Page, context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL ?? "" });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe("Share", () => {
  test("copies a link that reproduces the catalogue and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await openCatalog(page);
    await search(page, "e");
    await waitForLoadingStep(page);
    const shown = await shownProducts(page);
    const link = await copyLink(page, context, baseURL);
    expect(query(link)).toEqual({ seed: expect.stringMatching(/^\d+$/) as unknown, q: "e" });

    const other = await context.newPage();
    await openCatalog(other, link);
    expect(await shownProducts(other)).toEqual(shown);
  });

  test("copies a price range, without a bound it ignores, and the link reproduces it", async ({
    page,
    context,
    baseURL,
  }) => {
    await openCatalog(page, "/?seed=23&min=100&max=abc&sort=price-asc");
    const shown = await shownProducts(page);
    expect(shown.every(({ price }) => price >= 100)).toBe(true);
    const link = await copyLink(page, context, baseURL);
    expect(query(link)).toEqual({ seed: "23", min: "100", sort: "price-asc" });

    const other = await context.newPage();
    await openCatalog(other, link);
    expect(await shownProducts(other)).toEqual(shown);
    await expect(minPrice(other)).toHaveValue("100");
  });

  test("shows the link to copy by hand when the clipboard is refused, even on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCatalog(page, "/?seed=9");
    await refuseClipboard(page);
    // Folded in "Filter and sort" on a phone.
    await page.locator("main summary").click();
    await page.getByRole("button", { name: "Share" }).click();
    const field = page.getByRole("textbox", { name: "Copy this link:" });
    await expect(field).toBeVisible();
    expect(query(await field.inputValue())).toEqual({ seed: "9" });
    await expect(field).toBeInViewport();
    await expect(page.getByRole("button", { name: "Share" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe("Share, after the clipboard refused", () => {
  test.beforeEach(async ({ page }) => {
    await openCatalog(page, "/?seed=21");
    await refuseClipboard(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeFocused();
  });

  test("typing a search keeps every key, and Enter applies it", async ({ page }) => {
    await page.getByRole("searchbox").click();
    await page.keyboard.type("cheese");
    await expect(page.getByRole("searchbox")).toHaveValue("cheese");
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "21", q: "cheese" });
    await expect(page.getByRole("searchbox")).toBeFocused();
  });

  test("focus returns to the control that made a change, not to the link", async ({ page }) => {
    const category = (await shownProducts(page))[0]?.category ?? "";
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await waitForLoadingStep(page);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeFocused();
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cards(page).first().getByRole("button", { name: "View Details" })).toBeFocused();
  });

  test("the link to copy goes once the filters change, since it no longer matches", async ({
    page,
  }) => {
    await search(page, "a");
    await waitForLoadingStep(page);
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeHidden();
    await expect(page.getByText(/^Copy this link/)).toBeHidden();
  });
});

test("the copied status goes once the filters change", async ({ page, context, baseURL }) => {
  await openCatalog(page, "/?seed=22");
  await copyLink(page, context, baseURL);
  await search(page, "a");
  await waitForLoadingStep(page);
  await expect(page.getByText("Link copied to the clipboard.")).toBeHidden();
});

test.describe("a Share message belongs to its Share", () => {
  test("it does not come back with Back to the address it was pressed at", async ({
    page,
    context,
    baseURL,
  }) => {
    await openCatalog(page, "/?seed=22");
    await copyLink(page, context, baseURL);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page.getByText("Link copied to the clipboard.")).toBeHidden();
    await page.goBack();
    await expect.poll(() => query(page.url())).toEqual({ seed: "22" });
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
    await expect(page.getByText("Link copied to the clipboard.")).toBeHidden();
  });

  test("the link to copy by hand does not come back with Back either", async ({ page }) => {
    await openCatalog(page, "/?seed=22");
    await refuseClipboard(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeFocused();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-asc");
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeHidden();
    await page.goBack();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("featured");
    await expect(page.getByRole("textbox", { name: "Copy this link:" })).toBeHidden();
  });

  test("Copy link's message in the details does not come back with Forward", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseURL ?? "",
    });
    await openCatalog(page, "/?seed=22");
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByText("Link copied to the clipboard.")).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Link copied to the clipboard.")).toBeHidden();
  });
});

test.describe("deep-linked product", () => {
  test("opens from ?product=, and closing removes it from the URL", async ({ page }) => {
    await openCatalog(page, "/?seed=77");
    const card = cards(page).nth(4);
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: "View Details" }).click();
    const id = query(page.url()).product ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(id)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The dialog closes at once; the router writes the address in a navigation just after.
    await expect.poll(() => query(page.url())).toEqual({ seed: "77" });

    // A link whose id was written in upper case (a UUID is the same in either case).
    await page.goto(`/?seed=77&product=${id.toUpperCase()}`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(id)).toBeVisible();
  });

  test("Back closes the open details and nothing else; Forward reopens them", async ({ page }) => {
    await openCatalog(page, "/?seed=30");
    await search(page, "a");
    await waitForLoadingStep(page);
    const shown = await cardNames(page);
    const opener = cards(page).first().getByRole("button", { name: "View Details" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: shown[0] ?? "" });
    await expect(dialog).toBeVisible();

    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(query(page.url())).toEqual({ seed: "30", q: "a" });
    expect(await cardNames(page)).toEqual(shown);
    await expect(opener).toBeFocused();

    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => query(page.url())).toEqual({ seed: "30", q: "a" });
    await page.goBack();
    await waitForLoadingStep(page);
    expect(query(page.url())).toEqual({ seed: "30" });
  });

  test("Back on the visit's first page closes the details and stays", async ({ page }) => {
    await openCatalog(page, "/?seed=31");
    await cards(page).nth(2).getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(query(page.url())).toEqual({ seed: "31" });
    await expect(cards(page)).toHaveCount(12);
  });

  test("a product opened on a plain visit has a URL that reopens it", async ({ page }) => {
    await openCatalog(page, "/");
    const name = (await cardNames(page))[3] ?? "";
    await cards(page).nth(3).getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    expect(query(page.url())).toEqual({
      seed: expect.stringMatching(/^\d+$/) as unknown,
      product: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });

    const other = await page.context().newPage();
    await openCatalog(other, page.url());
    await expect(other.getByRole("dialog", { name })).toBeVisible();
  });

  test("opening a product on a plain visit keeps its products, and Back too", async ({ page }) => {
    await openCatalog(page, "/");
    const shown = await cardNames(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await cardNames(page)).toEqual(shown);
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await cardNames(page)).toEqual(shown);
  });

  test("closing a product the filters leave out puts focus on the main content", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=26");
    const cheapest = (await shownProducts(page)).toSorted((a, b) => a.price - b.price)[0];
    await cards(page)
      .filter({ hasText: cheapest?.name ?? "" })
      .first()
      .getByRole("button", { name: "View Details" })
      .click();
    const link = page.url();
    // A cent above it, written as cents: a float's 12.350000000000001 is a fraction of a cent.
    await openCatalog(page, `${link}&min=${((cheapest?.price ?? 0) + 0.01).toFixed(2)}`);
    const dialog = page.getByRole("dialog", { name: cheapest?.name ?? "" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("Copy link in the details", () => {
  test("copies a link that reopens this product, with the seed and without the filters", async ({
    page,
    context,
    baseURL,
  }) => {
    await openCatalog(page, "/");
    await search(page, "a");
    await waitForLoadingStep(page);
    const name = (await cardNames(page))[1] ?? "";
    await cards(page).nth(1).getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name })).toBeVisible();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseURL ?? "",
    });
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByText("Link copied to the clipboard.")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const { seed, product } = query(page.url());
    expect(query(link)).toEqual({ seed, product });

    const other = await context.newPage();
    await openCatalog(other, link);
    await expect(other.getByRole("dialog", { name })).toBeVisible();
  });

  test("shows the link to copy by hand, selected, in the dialog, when the clipboard is refused", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openCatalog(page, "/?seed=25&count=40");
    await refuseClipboard(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    const field = dialog.getByRole("textbox", { name: "Copy this link:" });
    await expect(field).toBeFocused();
    const link = await field.inputValue();
    expect(query(link)).toEqual({ seed: "25", count: "40", product: query(page.url()).product });
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd)).toBe(link.length);
    await expect(field).toBeInViewport();
    // Tab goes round the dialog's own controls, the field among them.
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
  });
});

test.describe("a navigation to other products", () => {
  // The test holds the scripts the catalogue asks for; the offline worker, once it controls
  // the page, would answer them from its precache, past the hold.
  test.use({ serviceWorkers: "block" });

  test("shows the loading screen, not the page it leaves, until they are made, and makes them once", async ({
    page,
  }) => {
    // Once the app has the page, hold every script it asks for (the product workers' among
    // them): the navigation stays pending as long as this test needs to look at it,
    // whatever the machine's speed.
    const held: (() => Promise<void>)[] = [];
    let holding = false;
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto("/no-such-page?count=2000&seed=7");
    const leaving = page.getByText("404 Not Found");
    await expect(leaving).toBeVisible();
    // The prerendered link goes to "/" (all a page without JavaScript can do); once the app
    // has taken over it keeps the catalogue's size and seed. A click before then is a full
    // page load of the plain catalogue, not the navigation this test is about.
    await expect(page.getByRole("link", { name: "Back to all products" })).toHaveAttribute(
      "href",
      "/?count=2000&seed=7",
    );
    // An unknown path makes no products.
    expect(workers).toEqual([]);

    holding = true;
    await page.getByRole("link", { name: "Back to all products" }).click();
    await expect(page.getByRole("status", { name: "Loading products" })).toBeVisible();
    await expect(leaving).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to all products" })).toBeHidden();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const release of held.splice(0)) await release();
    await expect(resultCount(page)).toHaveText("2,000 products");
    const making = workers.length;
    expect(making).toBeGreaterThan(0);

    // Back to the 404 and Forward again: the visit's products are made already.
    await page.goBack();
    await expect(leaving).toBeVisible();
    await page.goForward();
    await expect(resultCount(page)).toHaveText("2,000 products");
    expect(workers).toHaveLength(making);
  });
});
