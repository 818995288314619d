import {
  expect,
  minPrice,
  openCatalog,
  openCatalogWithFrozenClock,
  search,
  spinner,
  test,
  waitForLoadingStep,
} from "./fixtures";

test.describe("the catalogue", () => {
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
