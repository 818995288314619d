import {
  cardNames,
  cards,
  expect,
  openCatalog,
  resultCount,
  search,
  shownProducts,
  test,
  waitForLoadingStep,
  refuseClipboard,
} from "./fixtures";

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe("filters in the URL", () => {
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
});

test.describe("seeds", () => {
  test("without a seed, a reload gives new products", async ({ page }) => {
    await openCatalog(page);
    const first = await cardNames(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(12);
    expect(await cardNames(page)).not.toEqual(first);
  });
});

test.describe("the place on the page", () => {
  test("comes back after a reload, and after Back to a page the browser did not keep", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openCatalog(page, "/?seed=42");
    await page.evaluate(() => {
      window.scrollTo(0, 850);
    });
    // Every frame's place from the reload on: once back at 850 the page never shows the top.
    await page.addInitScript(() => {
      const places: number[] = [];
      Object.assign(window, { places });
      const note = () => {
        places.push(window.scrollY);
        requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(850);
    await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
    const places = await page.evaluate(() => (window as unknown as { places: number[] }).places);
    expect(places.slice(places.indexOf(850))).not.toContain(0);
    await page.goto("/no-such-page", { waitUntil: "domcontentloaded" });
    await page.goBack({ waitUntil: "domcontentloaded" });
    await expect(page).toHaveURL(/seed=42/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(850);
  });
});

test.describe("Share", () => {
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
    await expect(dialog.getByRole("button", { name: "Close" }).last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close" }).first()).toBeFocused();
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
