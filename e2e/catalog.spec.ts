import {
  cardNames,
  cards,
  catalogHeading,
  emptyMessage,
  expect,
  expectLoadingStarted,
  maxPrice,
  minPrice,
  openCatalog,
  resultCount,
  openCatalogWithFrozenClock,
  search,
  shownProducts,
  spinner,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { FILTER_DELAY_MS } from "../src/constants";

const PRODUCT_COUNT = 12;

test.describe("the catalogue", () => {
  test("shows 12 generated products, each with image, name, category, price and button", async ({
    page,
  }) => {
    await openCatalog(page);
    await expect(cards(page)).toHaveCount(PRODUCT_COUNT);
    for (const card of await cards(page).all()) {
      const name = await card.getByRole("heading", { level: 2 }).textContent();
      expect(name?.trim()).toBeTruthy();
      await expect(card.getByRole("img", { name: name ?? "" })).toBeVisible();
      await expect(card.getByText(/^Category: \S/)).toBeVisible();
      await expect(card.getByText(/^Price: \$\d+(\.\d{2})?$/)).toBeVisible();
      await expect(card.getByRole("button", { name: "View Details" })).toBeVisible();
    }
  });

  test("generates new products on every page load", async ({ page }) => {
    await openCatalog(page);
    const first = await cardNames(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(PRODUCT_COUNT);
    expect(await cardNames(page)).not.toEqual(first);
  });

  test("makes no network call for data", async ({ page }) => {
    const dataCalls: string[] = [];
    page.on("request", (request) => {
      if (["fetch", "xhr", "websocket", "eventsource"].includes(request.resourceType())) {
        dataCalls.push(request.url());
      }
    });
    await openCatalog(page);
    await page.getByRole("searchbox").fill("a");
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    expect(dataCalls).toEqual([]);
  });

  test("searches by name, case-insensitively, when the form is submitted", async ({ page }) => {
    await openCatalog(page);
    const names = await cardNames(page);
    const word = (names[0] ?? "").split(" ")[1] ?? "";
    const query = word.slice(1, 4).toUpperCase();
    const expected = names.filter((name) => name.toLowerCase().includes(query.toLowerCase()));

    const search = page.getByRole("searchbox", { name: "Search products by name" });
    await expect(search).toHaveAttribute("placeholder", "Search for a product");
    await search.fill(query);
    await expect(cards(page)).toHaveCount(PRODUCT_COUNT);
    await search.press("Enter");
    await waitForLoadingStep(page);
    expect(await cardNames(page)).toEqual(expected);
    await expect(page.getByRole("searchbox")).toBeFocused();
  });

  test("searches when the Search button is clicked", async ({ page }) => {
    await openCatalog(page);
    const name = (await cardNames(page))[3] ?? "";
    await page.getByRole("searchbox").fill(`  ${name}  `);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await waitForLoadingStep(page);
    expect(await cardNames(page)).toContain(name);
    for (const shown of await cardNames(page)) expect(shown).toContain(name);
  });

  test("filters by the chosen category and narrows the dropdown to what is shown", async ({
    page,
  }) => {
    await openCatalog(page);
    const products = await shownProducts(page);
    const categories = [...new Set(products.map((product) => product.category))].sort((a, b) =>
      a.localeCompare(b, "en"),
    );
    const select = page.getByRole("combobox", { name: "Category" });
    await expect(select.getByRole("option")).toHaveText(["All categories", ...categories]);

    const chosen = categories[0] ?? "";
    await select.selectOption(chosen);
    await waitForLoadingStep(page);
    const shown = await shownProducts(page);
    expect(shown).toEqual(products.filter((product) => product.category === chosen));
    await expect(select.getByRole("option")).toHaveText(["All categories", chosen]);
    await expect(select).toHaveValue(chosen);
    await expect(select).toBeFocused();
  });

  test("combines the category with the search", async ({ page }) => {
    await openCatalog(page);
    const products = await shownProducts(page);
    const target = products[0];
    if (!target) throw new Error("no product");
    const letter = target.name.charAt(0).toLowerCase();
    await page.getByRole("combobox", { name: "Category" }).selectOption(target.category);
    await waitForLoadingStep(page);
    await page.getByRole("searchbox").fill(letter);
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    const expected = products.filter(
      (product) =>
        product.category === target.category && product.name.toLowerCase().includes(letter),
    );
    expect(await shownProducts(page)).toEqual(expected);
  });

  test("filters by a price range, both bounds included, applied with the search", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=21&count=40");
    const products = await shownProducts(page);
    const prices = products.map(({ price }) => price).toSorted((a, b) => a - b);
    const [low, high] = [prices[10] ?? 0, prices[29] ?? 0];
    await minPrice(page).fill(String(low));
    await maxPrice(page).fill(`$${String(high)}`);
    await maxPrice(page).press("Enter");
    await waitForLoadingStep(page);
    const inRange = products.filter(({ price }) => price >= low && price <= high);
    expect(inRange.length).toBeGreaterThanOrEqual(20);
    expect(await shownProducts(page)).toEqual(inRange);
    await expect(resultCount(page)).toHaveText(`${String(inRange.length)} products`);
    await expect(maxPrice(page)).toBeFocused();

    const letter = (inRange[0]?.name ?? "").charAt(0).toLowerCase();
    await search(page, letter);
    await waitForLoadingStep(page);
    expect(await shownProducts(page)).toEqual(
      inRange.filter(({ name }) => name.toLowerCase().includes(letter)),
    );
  });

  test("ignores a bad price bound, says why on its field, and shows no error", async ({ page }) => {
    await openCatalog(page, "/?seed=21&min=-3&max=ten");
    await expect(cards(page)).toHaveCount(PRODUCT_COUNT);
    await expect(minPrice(page)).toHaveValue("-3");
    await expect(minPrice(page)).toHaveAccessibleDescription(
      "Min price ignored: a price cannot be negative.",
    );
    await expect(maxPrice(page)).toHaveAttribute("aria-invalid", "true");
    await expect(maxPrice(page)).toHaveAccessibleDescription(
      "Max price ignored: enter an amount in dollars, such as 25 or 9.99.",
    );
    await maxPrice(page).fill("500");
    await expect(maxPrice(page)).not.toHaveAttribute("aria-invalid", "true");
    await maxPrice(page).press("Enter");
    await waitForLoadingStep(page);
    await expect(minPrice(page)).toBeFocused();
    const shown = await shownProducts(page);
    expect(shown.every(({ price }) => price <= 500)).toBe(true);
    await expect(page).toHaveTitle(`Up to $500 – ${String(shown.length)} products – Product Hub`);
  });

  test("says why a bound is ignored right under the price fields, in view at 400 % zoom", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalog(page, "/?seed=21&min=100&max=50");
    const reason = page.getByText("Price range ignored: the min price is above the max price.");
    const [reasonBox, minBox] = [await reason.boundingBox(), await minPrice(page).boundingBox()];
    expect(reasonBox?.x ?? 0, "under the fields, not under the search box").toBeGreaterThan(
      (minBox?.x ?? 0) - 1,
    );
    expect(reasonBox?.y ?? 0).toBeGreaterThan(minBox?.y ?? 0);

    // 400 % zoom of a 1280 × 1024 screen.
    await page.setViewportSize({ width: 320, height: 256 });
    await openCatalog(page, "/?seed=21");
    // As on a phone, the price fields are folded in "Filter and sort".
    await page.locator("main summary").click();
    await minPrice(page).fill("-5");
    await minPrice(page).press("Enter");
    await waitForLoadingStep(page);
    await expect(minPrice(page)).toBeFocused();
    // The line itself (the result's announcement says it too).
    await expect(
      page.getByText("Min price ignored: a price cannot be negative.", { exact: true }),
    ).toBeInViewport({ ratio: 1 });
    await expect(minPrice(page)).toBeInViewport();
  });

  test('shows "No Product Found" when nothing matches, and Reset brings all 12 back', async ({
    page,
  }) => {
    await openCatalog(page);
    await page.getByRole("searchbox").fill("zzz-no-such-product");
    await page.keyboard.press("Enter");
    await waitForLoadingStep(page);
    await expect(emptyMessage(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Reset" }).click();
    await waitForLoadingStep(page);
    await expect(cards(page)).toHaveCount(PRODUCT_COUNT);
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Reset" })).toBeFocused();
  });

  test(`replaces the page with the spinner for exactly ${String(FILTER_DELAY_MS)} ms after a change`, async ({
    page,
  }) => {
    await openCatalogWithFrozenClock(page);
    await search(page, "a");
    await expectLoadingStarted(page);
    await expect(page.getByRole("searchbox")).toBeHidden();
    await expect(cards(page)).toHaveCount(0);
    await expect(catalogHeading(page)).toBeVisible();
    await page.clock.runFor(FILTER_DELAY_MS - 1);
    await expect(spinner(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expect(spinner(page)).toBeHidden();
  });

  test("draws a 50 px clock in the buttons' blue with hands turning once per 2 s and 8 s", async ({
    page,
  }) => {
    await openCatalogWithFrozenClock(page);
    const buttonBlue = await page
      .getByRole("button", { name: "Search", exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await search(page, "a");
    const clock = spinner(page).locator("> span");
    const box = await clock.boundingBox();
    expect(box?.width).toBe(50);
    expect(box?.height).toBe(50);
    const hands = await clock.evaluate((element) =>
      [...element.children].map((hand) => {
        const style = getComputedStyle(hand);
        return {
          duration: style.animationDuration,
          colour: style.backgroundColor,
          running: hand.getAnimations().length === 1,
        };
      }),
    );
    expect(hands.map((hand) => hand.duration).sort()).toEqual(["2s", "8s"]);
    for (const hand of hands) {
      expect(hand.colour).toBe(buttonBlue);
      expect(hand.running, "the keyframes exist under the CSP").toBe(true);
    }
  });
});
