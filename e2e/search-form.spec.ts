import {
  appChunks,
  cards,
  expect,
  maxPrice,
  minPrice,
  openCatalog,
  search,
  shownProducts,
  test,
  waitForLoadingStep,
} from "./fixtures";
import { MESSAGES } from "./messages";

import type { Page } from "@playwright/test";

/** An address's parameters, as an object: their order is no behaviour. */
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * Holds every module script (the entry, the app's chunks, the product worker) until the
 * test lets them go: the page is as served, its inline script run, as on a slow line.
 */
async function holdScripts(page: Page, held = /\/assets\/[^?]+\.js(\?|$)/): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held, async (route) => {
    await released;
    // A request of a page the visitor has left is gone by then.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Keeps the page's control `selector` to compare with `sameNode` after the app takes over. */
async function keepNode(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const kept = (window as unknown as { kept?: Record<string, Element | null> }).kept ?? {};
    kept[selector] = document.querySelector(selector);
    Object.assign(window, { kept });
  }, selector);
}

async function sameNode(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((selector) => {
    const { kept } = window as unknown as { kept: Record<string, Element | null> };
    return kept[selector] !== null && kept[selector] === document.querySelector(selector);
  }, selector);
}

test.describe("the search form", () => {
  test("sends a search and a price bound typed before the app's code runs, applied once it runs", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // Not "domcontentloaded": that waits for the module scripts.
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("searchbox");
    await box.fill("a");
    await minPrice(page).fill("100");
    await box.press("Enter");
    // Sent by the browser, as a GET form: the empty price field left out.
    await expect.poll(() => query(page.url())).toEqual({ q: "a", min: "100" });
    // The served page again, its fields written from the address before the app is here.
    await expect(box).toHaveValue("a");
    await expect(minPrice(page)).toHaveValue("100");
    await expect(page.getByRole("combobox", { name: "Category" })).toBeDisabled();

    release();
    await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
    await expect(box).toHaveValue("a");
    await expect(minPrice(page)).toHaveValue("100");
    await expect(page).toHaveTitle(/^“\u2068a\u2069”, from \$100 – /);
    for (const product of await shownProducts(page)) {
      expect(product.name.toLowerCase()).toContain("a");
      expect(product.price).toBeGreaterThanOrEqual(100);
    }
  });

  for (const before of ["before any script", "after the entry, before the app's code"] as const) {
    test(`a search sent ${before} keeps the address's seed, order and language, and sends what the app would`, async ({
      page,
    }) => {
      const path = "/?locale=fr&seed=42&sort=price-asc&product=none&page=2";
      const release = await holdScripts(
        page,
        before === "before any script" ? undefined : await appChunks(page, path),
      );
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("combobox", { name: MESSAGES.fr.sort.label })).toHaveValue(
        "price-asc",
      );
      // Sent as the app's form sends it: trimmed, the empty price fields left out, and
      // neither the open product nor the page of a longer list kept.
      await page.getByRole("searchbox").fill(" a ");
      await page.getByRole("searchbox").press("Enter");
      await expect
        .poll(() => query(page.url()))
        .toEqual({ q: "a", locale: "fr", seed: "42", sort: "price-asc" });
      release();
      const sort = page.getByRole("combobox", { name: MESSAGES.fr.sort.label });
      await expect(sort).toBeEnabled();
      await expect(sort).toHaveValue("price-asc");
      await expect(page.getByRole("searchbox")).toHaveValue("a");
    });
  }

  test("shows the address's choices before the products, in controls that wait for them disabled", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/?seed=42&q=chair&min=5&sort=price-desc&category=Garden", {
      waitUntil: "commit",
    });
    const category = page.getByRole("combobox", { name: "Category" });
    const sort = page.getByRole("combobox", { name: "Sort by" });
    const reset = page.getByRole("button", { name: "Reset" });
    const share = page.getByRole("button", { name: "Share" });
    await expect(page.getByRole("searchbox")).toHaveValue("chair");
    await expect(minPrice(page)).toHaveValue("5");
    await expect(maxPrice(page)).toHaveValue("");
    await expect(category).toHaveValue("Garden");
    await expect(sort).toHaveValue("price-desc");
    for (const control of [category, sort, reset, share]) await expect(control).toBeDisabled();
    // The search form works before the products: a GET form the browser can send.
    await expect(page.getByRole("searchbox")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();
    // Placeholders stand where the products will be, offered to no one.
    await expect(page.locator("main article")).toHaveCount(12);
    await expect(cards(page)).toHaveCount(0);
    for (const selector of ["select[name=category]", "select[name=sort]"]) {
      await keepNode(page, selector);
    }

    release();
    for (const control of [category, sort, reset, share]) await expect(control).toBeEnabled();
    await expect(category).toHaveValue("Garden");
    await expect(sort).toHaveValue("price-desc");
    for (const selector of ["select[name=category]", "select[name=sort]"]) {
      expect(await sameNode(page, selector), selector).toBe(true);
    }
  });

  test("keeps what is typed, and the caret, when the app's code takes over the prerendered page", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    await maxPrice(page).fill("250");
    const box = page.getByRole("searchbox");
    await box.pressSequentially("chai");
    await keepNode(page, "input[type=search]");
    release();
    await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("chai");
    await expect(maxPrice(page)).toHaveValue("250");
    // The node typed into, taken over by the app: not one put in its place.
    expect(await sameNode(page, "input[type=search]")).toBe(true);
    await page.keyboard.type("r");
    await expect(box).toHaveValue("chair");
  });

  test("keeps every key typed while the app's code takes over, and focus in the box", async ({
    page,
  }) => {
    // A mid-range phone's pace, so that the app's sliced first render takes a while.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const release = await holdScripts(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    const box = page.getByRole("searchbox");
    await box.click();
    release();
    // Typed from before the entry runs until after the app has taken over, whenever that is.
    const typed = "chair".repeat(8);
    await page.keyboard.type(typed, { delay: 40 });
    await expect(page.getByRole("combobox", { name: "Category" })).toBeEnabled();
    await expect(box).toHaveValue(typed);
    await expect(box).toBeFocused();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("keeps the controls and the cards still shown as the same nodes across a filter change, asking for no picture again", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=42");
    const kept = (await cards(page).getByRole("heading", { level: 2 }).first().textContent()) ?? "";
    await page.evaluate(() => {
      Object.assign(window, {
        nodesBefore: {
          cards: [...document.querySelectorAll("main li")],
          controls: [...document.querySelectorAll("main input, main select, main button")],
        },
      });
    });
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictures.push(request.url());
    });
    await search(page, kept);
    await waitForLoadingStep(page);
    await expect(cards(page).first()).toContainText(kept);
    const same = await page.evaluate(() => {
      const { nodesBefore } = window as unknown as {
        nodesBefore: { cards: Element[]; controls: Element[] };
      };
      const cardsNow = [...document.querySelectorAll("main li")];
      const controlsNow = [...document.querySelectorAll("main input, main select, main button")];
      return {
        cards: cardsNow.length > 0 && cardsNow.every((card) => nodesBefore.cards.includes(card)),
        controls: controlsNow
          .filter((control) => control.getAttribute("aria-label") !== "Clear search")
          .every((control) => nodesBefore.controls.includes(control)),
      };
    });
    expect(same).toEqual({ cards: true, controls: true });
    expect(pictures).toEqual([]);
  });

  test("gives focus back to the field a search was sent from, without rebuilding it", async ({
    page,
  }) => {
    await openCatalog(page, "/?seed=42");
    const field = maxPrice(page);
    const before = await field.elementHandle();
    await field.fill("500");
    await field.press("Enter");
    await waitForLoadingStep(page);
    await expect(field).toBeFocused();
    expect(await field.evaluate((node, old) => node === old, before)).toBe(true);
  });

  test("leaves / to the details dialog while it is open", async ({ page }) => {
    await openCatalog(page);
    await cards(page).first().getByRole("button", { name: "View Details" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("/");
    await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.getByRole("searchbox")).not.toBeFocused();
  });
});
