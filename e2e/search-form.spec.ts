import {
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

/** Holds the app's scripts (the entry, React, the product worker) back until the test lets them go. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
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
    await page.goto("/", { waitUntil: "commit" });
    const box = page.getByRole("searchbox");
    await box.fill("a");
    await minPrice(page).fill("100");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=a&min=100&max=$/);
    expect(await page.getByRole("combobox", { name: "Category" }).count()).toBe(0);

    release();
    await expect(page.getByRole("combobox", { name: "Category" })).toBeVisible();
    await expect(box).toHaveValue("a");
    await expect(minPrice(page)).toHaveValue("100");
    await expect(page).toHaveTitle(/^“a”, from \$100 – /);
    for (const product of await shownProducts(page)) {
      expect(product.name.toLowerCase()).toContain("a");
      expect(product.price).toBeGreaterThanOrEqual(100);
    }
  });

  test("a search sent after the entry script, before the app, keeps the address's seed, order and language, and sends what the app would", async ({
    page,
  }) => {
    // The entry runs; React and the app are held, as on a slow line.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/(react-dom|main)-.+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto("/?locale=fr&seed=42&sort=price-asc", { waitUntil: "commit" });
    // The entry asks for React once it has done its own work.
    await expect.poll(() => asked).toBe(true);
    // Sent as the app's form sends it: trimmed, the empty price fields left out.
    await page.getByRole("searchbox").fill(" a ");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=a/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: "a",
      locale: "fr",
      seed: "42",
      sort: "price-asc",
    });
    release();
    await expect(page.getByRole("combobox", { name: MESSAGES.fr.sort.label })).toHaveValue(
      "price-asc",
    );
  });

  test("keeps what is typed, and the caret, when the app's code takes over the prerendered page", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/?seed=42", { waitUntil: "commit" });
    await maxPrice(page).fill("250");
    const box = page.getByRole("searchbox");
    await box.pressSequentially("chai");
    release();
    await expect(page.getByRole("combobox", { name: "Category" })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("chai");
    await expect(maxPrice(page)).toHaveValue("250");
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
    await expect(page.getByRole("combobox", { name: "Category" })).toBeVisible();
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
