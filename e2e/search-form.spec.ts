import { cards, expect, minPrice, openCatalog, shownProducts, test } from "./fixtures";
import { MESSAGES } from "./messages";

import type { Page } from "@playwright/test";

/** An address's parameters, as an object: their order is no behaviour. */
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * Holds every module script (the entry, the app's chunks, the product worker) until the
 * test lets them go: the page is as served, its inline script run, as on a slow line.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    // A request of a page the visitor has left is gone by then.
    await route.continue().catch(() => undefined);
  });
  return release;
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
  test("a search sent before any script keeps the address's seed, order and language, and sends what the app would", async ({
    page,
  }) => {
    const path = "/?locale=fr&seed=42&sort=price-asc&product=none&page=2";
    const release = await holdScripts(page);
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
