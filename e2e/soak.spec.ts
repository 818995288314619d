import type { CDPSession, Page } from "@playwright/test";
import {
  expect,
  expectLoadingStarted,
  openCatalogWithFrozenClock,
  shownProducts,
  test,
} from "./fixtures";
import { FILTER_DELAY_MS } from "../src/constants";

// V8 keeps compiling optimised code of the app's, React's and Playwright's functions for
// the first few hundred cycles (one optimised version per function; heap snapshots in
// BENCHMARKS.md), and Playwright's injected scripts warm their caches; measuring from
// there keeps the comparison about what the app itself keeps.
const WARM_UP_CYCLES = 500;
const SOAK_CYCLES = 300;

async function usedHeap(client: CDPSession): Promise<number> {
  await client.send("HeapProfiler.collectGarbage");
  await client.send("HeapProfiler.collectGarbage");
  const { usedSize } = await client.send("Runtime.getHeapUsage");
  return usedSize;
}

async function listenerCount(client: CDPSession, expression: string): Promise<number> {
  const { result } = await client.send("Runtime.evaluate", { expression });
  if (!result.objectId) throw new Error(`${expression} has no object id`);
  const { listeners } = await client.send("DOMDebugger.getEventListeners", {
    objectId: result.objectId,
  });
  return listeners.length;
}

async function listeners(client: CDPSession): Promise<number[]> {
  return Promise.all(["window", "document"].map((target) => listenerCount(client, target)));
}

/**
 * One filter change through the loading step, in turn: a category, Back, a search, Back.
 * Every change is a history entry; going Back as often as forward keeps the history short,
 * since each entry costs the browser memory of its own (about 0.4 kB of JS heap) that the
 * app cannot give back.
 */
async function filterCycle(page: Page, cycle: number, categories: string[]): Promise<void> {
  const searchbox = page.getByRole("searchbox");
  switch (cycle % 4) {
    case 0:
      await page
        .getByRole("combobox", { name: "Category" })
        .selectOption(categories[cycle % categories.length] ?? "");
      break;
    case 2:
      await searchbox.fill(String.fromCharCode(97 + (cycle % 26)));
      await searchbox.press("Enter");
      break;
    default:
      await page.evaluate(() => {
        history.back();
      });
  }
  await expectLoadingStarted(page);
  await page.clock.runFor(FILTER_DELAY_MS);
  await expect(searchbox).toBeVisible();
}

test("300 filter cycles leave no console error, no listener and no heap growth over 6%", async ({
  page,
}) => {
  // A phone-sized viewport: fewer lazy images load per render. Routed requests bypass
  // the HTTP cache, and DevTools keeps a record of each one, which would count here.
  await page.setViewportSize({ width: 375, height: 640 });
  await openCatalogWithFrozenClock(page);
  const client = await page.context().newCDPSession(page);
  const categories = [...new Set((await shownProducts(page)).map((product) => product.category))];

  for (let cycle = 0; cycle < WARM_UP_CYCLES; cycle += 1) {
    await filterCycle(page, cycle, categories);
  }
  const heapBefore = await usedHeap(client);
  const listenersBefore = await listeners(client);

  for (let cycle = WARM_UP_CYCLES; cycle < WARM_UP_CYCLES + SOAK_CYCLES; cycle += 1) {
    await filterCycle(page, cycle, categories);
  }
  const heapAfter = await usedHeap(client);
  const listenersAfter = await listeners(client);

  test.info().annotations.push({
    type: "heap",
    description: `${String(heapBefore)} B before, ${String(heapAfter)} B after ${String(SOAK_CYCLES)} cycles (${((heapAfter / heapBefore - 1) * 100).toFixed(1)}%)`,
  });
  console.log(`soak heap: ${test.info().annotations.at(-1)?.description ?? ""}`);
  expect(listenersAfter).toEqual(listenersBefore);
  expect(heapAfter).toBeLessThanOrEqual(heapBefore * 1.06);
});
