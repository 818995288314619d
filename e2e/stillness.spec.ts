import type { Page, Route } from "@playwright/test";
import {
  appChunks,
  cards,
  catalogHeading,
  expect,
  holdChunksAfterTheFirst,
  openCatalog,
  releaseChunks,
  resultCount,
  search,
  test,
  waitForLoadingStep,
} from "./fixtures";

const WIDTHS = [375, 800, 1280] as const;

interface Shift {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Starts recording the page's layout shifts; `sinceLoad` adds those already buffered, from
 * the page's load.
 */
async function recordShifts(page: Page, { sinceLoad }: { sinceLoad: boolean }): Promise<void> {
  await page.evaluate((buffered) => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as Shift);
    }).observe({ type: "layout-shift", buffered });
  }, sinceLoad);
}

/** The shifts recorded so far that no input of the visitor's explains (what CLS counts). */
async function unexpectedShift(page: Page): Promise<number> {
  // Two frames, so that the last change has been laid out and reported.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            const { shifts } = window as unknown as { shifts: Shift[] };
            resolve(
              shifts
                .filter((shift) => !shift.hadRecentInput)
                .reduce((sum, shift) => sum + shift.value, 0),
            );
          });
        });
      }),
  );
}

test("paints the page before any script runs, and says why nothing more comes without one", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(catalogHeading(page)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2024 Product Hub");
  const noScript = page.locator("main noscript p");
  await expect(noScript).toBeVisible();
  await expect(noScript).toHaveText(
    "The catalogue needs JavaScript: turn it on to see the products.",
  );
  await expect(page.locator("main input[type=search]")).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(12);
  await expect(page).toHaveTitle("All Products – Product Hub");
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await expect(page).toHaveTitle("Page not found – Product Hub");
  await context.close();
});

test("hides the placeholders' words in the light and the dark scheme, so nothing reads as a real button before the products come", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const words = page.locator("main article").getByText("View Details");
  await expect(words).toHaveCount(12);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const word of await words.all()) {
      await expect(word, colorScheme).toHaveCSS("color", "rgba(0, 0, 0, 0)");
    }
  }
  await context.close();
});

test("asks for the stylesheet first, then the entry and the app's chunks the head preloads, at normal priority", async ({
  page,
  request,
}) => {
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  // What the page's HTML asks for: its stylesheet, its entry and the chunks it preloads.
  const fromHtml: { type: string; priority: string; path: string }[] = [];
  client.on("Network.requestWillBeSent", ({ request, type, initiator }) => {
    if (initiator.type === "parser" && (type === "Stylesheet" || type === "Script")) {
      fromHtml.push({
        type,
        priority: request.initialPriority,
        path: new URL(request.url).pathname,
      });
    }
  });
  for (const path of ["/", "/?locale=he", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    const named = [
      ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map(([, src]) => src);
    expect(named.length, path).toBeGreaterThan(1);
    fromHtml.length = 0;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fromHtml[0], path).toMatchObject({ type: "Stylesheet", priority: "VeryHigh" });
    const scripts = fromHtml.filter(({ type }) => type === "Script");
    // Each asked for as the head is read, not when the entry imports it.
    expect(scripts.map(({ path }) => path).toSorted(), path).toEqual(named.toSorted());
    for (const script of scripts) {
      expect(["Medium", "High", "VeryHigh"], `${path}: ${script.path}`).toContain(script.priority);
    }
  }
});

test("holds the first paint until the whole prerendered page is read, where the browser can", async ({
  page,
}) => {
  // A paint in the middle of the HTML showed the search box full width, then shrunk by the
  // price fields parsed after it: a shift of 0.001-0.02 at load on a slow machine.
  await page.goto("/");
  const blocking = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>("head link[rel=expect]");
    const target = document.getElementById(link?.getAttribute("href")?.slice(1) ?? "");
    const root = document.getElementById("root");
    return {
      blocking: link?.getAttribute("blocking"),
      afterRoot:
        root !== null &&
        target !== null &&
        (root.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        !root.contains(target),
    };
  });
  expect(blocking).toEqual({ blocking: "render", afterRoot: true });
});

/**
 * Runs in the page: notes when a product worker first answers, which it does whether or not
 * the app's code has come (the entry starts the catalogue).
 */
function noteWorkerAnswers() {
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener("message", () => {
        Object.assign(window, { workerAnswered: true });
      });
    }
  };
}

test.describe("the first photos", () => {
  for (const [imageHosts, outcome] of [
    ["unreachable", "fail"],
    ["answering", "load"],
  ] as const) {
    test.describe(`that ${outcome} late`, () => {
      test.use({ imageHosts });

      test("are each asked for once as the app hydrates and shows the products", async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width: 1280, height: 2400 });
        const asked: string[] = [];
        let answer = () => {};
        const answered = new Promise<void>((resolve) => {
          answer = resolve;
        });
        // Held, then left to the fixture's answer (a failure or a photo).
        await page.route(
          (url) => !url.href.startsWith(baseURL ?? ""),
          async (route) => {
            asked.push(route.request().url());
            await answered;
            await route.fallback();
          },
        );
        await openCatalog(page, "/?seed=42");
        await expect.poll(() => asked.length).toBe(12);
        // The cards' photos are on their way, over their tiles.
        const photos = page.locator("main article img");
        await expect(photos).toHaveCount(12);
        answer();
        if (outcome === "load") {
          await expect
            .poll(() =>
              photos.evaluateAll((images) =>
                images.every(
                  (image) => image instanceof HTMLImageElement && image.naturalWidth > 0,
                ),
              ),
            )
            .toBe(true);
        } else {
          await expect(photos).toHaveCount(0);
          // The tile stands for the photo that failed.
          await expect(page.locator("main article [role=img]")).toHaveCount(12);
        }
        expect(asked).toHaveLength(12);
        expect(new Set(asked).size).toBe(12);
      });
    });
  }
});

test(`moves nothing at ${WIDTHS.join(", ")} px when a filter's result appears`, async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await test.step(`at ${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openCatalog(page, "/?seed=61");
      // The page's load has tests of its own (above).
      await recordShifts(page, { sinceLoad: false });
      for (const text of ["e", "no such product", ""]) {
        await search(page, text);
        await waitForLoadingStep(page);
      }
      expect(await unexpectedShift(page), `shift at ${String(width)} px`).toBe(0);
    });
  }
});

test("moves nothing at 375 and 1280 px while a catalogue grows into pages", async ({ page }) => {
  await page.addInitScript(holdChunksAfterTheFirst);
  for (const width of [375, 1280] as const) {
    await test.step(`at ${String(width)} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/?count=20000&seed=3", { waitUntil: "domcontentloaded" });
      await expect(resultCount(page)).toHaveText("1,000 products");
      // The app's taking over has tests of its own.
      await recordShifts(page, { sinceLoad: false });
      await releaseChunks(page);
      await expect(page.getByText("All 20,000 products generated.")).toBeVisible({ timeout: 0 });
      await expect(page.getByRole("navigation", { name: "Product pages" })).toBeVisible();
      expect(await unexpectedShift(page), `shift at ${String(width)} px`).toBe(0);
    });
  }
});

/**
 * The controls the shell paints, found the same way before and after the app takes over:
 * on a phone the disclosure's summary and the Search beside the box, the price fields and
 * the order folded ("absent"), and Reset on the category's label line under 640 px; from
 * 768 px the Search after the price fields.
 */
const SHELL_CONTROLS = [
  "main input[type=search]",
  "main button[type=submit] >> visible=true",
  "main summary",
  "main input[name=min]",
  "main input[name=max]",
  "main select[name=category]",
  "main select[name=sort]",
  "main button[type=reset] >> visible=true",
] as const;

/** What the phone's disclosure holds besides the price fields: its order and its Share. */
const FOLDED = ["main details select", "main details button[type=button]"] as const;

/** The first card's place: a placeholder's, or that of the product shown there. */
const FIRST_CARD = "main ul > li >> nth=0";

async function controlPlaces(
  page: Page,
  selectors: readonly string[] = SHELL_CONTROLS,
): Promise<string[]> {
  return Promise.all(
    selectors.map(async (selector) => {
      // A closed disclosure's fields are not shown, but still have a box: one Chromium
      // leaves unlaid until something forces a layout (a trace's snapshot does), so their
      // first read can be stale. Only what shows has a place.
      const control = page.locator(selector);
      const box = (await control.isVisible()) ? await control.boundingBox() : null;
      return `${selector}: ${box ? `${String(box.x)},${String(box.y)}` : "absent"}`;
    }),
  );
}

/**
 * Opens `path` with scripts held back until the controls the shell painted have been
 * measured (without JavaScript the page would show its notice above them), then lets them
 * run; returns those first places. By default every module script is held, and the app
 * usually hydrates the page before the products are made; `productsFirst` holds only the
 * app's chunks, until a product worker has answered, as on a slow line. `openFolded`: the
 * visitor opens the phone's disclosure on the served page, before anything is measured.
 */
/** The pages whose documents note the product workers' answers (noteWorkerAnswers). */
const notingWorkerAnswers = new WeakSet<Page>();

async function openCatalogFromShell(
  page: Page,
  path: string,
  selectors: readonly string[] = SHELL_CONTROLS,
  { productsFirst = false, openFolded = false } = {},
): Promise<string[]> {
  let release = () => {};
  const measured = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (productsFirst && !notingWorkerAnswers.has(page)) {
    notingWorkerAnswers.add(page);
    await page.addInitScript(noteWorkerAnswers);
  }
  const held = productsFirst ? await appChunks(page, path) : /\/assets\/[^?]+\.js(\?|$)/;
  const hold = async (route: Route) => {
    await measured;
    await route.continue();
  };
  await page.route(held, hold);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.locator("main select[name=category]")).toBeVisible();
  // What the shell painted: its stylesheet applied. A layout read before the first paint
  // can come before the stylesheet, which the paint waits for and a read does not (red
  // once in a fresh-clone CI run: the search box at the body's default 8 px margin).
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  if (openFolded) await page.locator("main summary").click();
  const painted = await controlPlaces(page, selectors);
  if (productsFirst) {
    await page.waitForFunction(() => "workerAnswered" in window);
  }
  // Still the served page, its placeholders there: the app's code was held (a test opens
  // several pages, each held anew).
  expect(await page.locator("main [inert]").count(), `${path}: the served page`).toBeGreaterThan(0);
  release();
  // The products are shown: the placeholders, inert, are gone.
  await expect(page.locator("main [inert]")).toHaveCount(0);
  await page.unroute(held, hold);
  return painted;
}

// Each test opens its pages in turn, each as a first visit: the offline worker, which would
// answer the app's files from its store past the test's hold, is kept out.
test.describe("from the served page", () => {
  test.use({ serviceWorkers: "block" });

  // From the served page to the products, in either order: the app hydrates the served
  // page and then the products come, or they are made first and the app shows them as it
  // hydrates.
  for (const productsFirst of [false, true]) {
    test(`moves nothing from the served page to the products, ${productsFirst ? "made before the app's code came" : "made once the app hydrated"}, at every width and in languages of either direction`, async ({
      page,
    }) => {
      for (const [path, width] of [
        ["/?seed=42", 1280],
        ["/?seed=42", 800],
        ["/?seed=42", 375],
        ["/?seed=42", 320],
        ["/?seed=42&locale=he", 375],
        ["/?seed=42&locale=fr&product=none", 800],
        ["/?seed=42&locale=uz-Latn", 320],
      ] as const) {
        const where = `${path} at ${String(width)} px`;
        await test.step(where, async () => {
          await page.setViewportSize({ width, height: 900 });
          const places = [...SHELL_CONTROLS, FIRST_CARD, "main h1"];
          const painted = await openCatalogFromShell(page, path, places, { productsFirst });
          await expect(cards(page), where).toHaveCount(12);
          expect(await controlPlaces(page, places), where).toEqual(painted);
          await recordShifts(page, { sinceLoad: true });
          expect(await unexpectedShift(page), where).toBe(0);
        });
      }
    });
  }

  // The category dropdown's options come with the app: in Indonesian some of them are much
  // longer than the shell's only one, "Semua kategori" (seed 61 has three).
  test("keeps the controls and the cards the shell painted in place at 800 and 768 px when the app takes over /?seed=61&locale=id", async ({
    page,
  }) => {
    const path = "/?seed=61&locale=id";
    for (const width of [800, 768] as const) {
      await test.step(`at ${String(width)} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const places = [...SHELL_CONTROLS, FIRST_CARD];
        const painted = await openCatalogFromShell(page, path, places);
        expect(await controlPlaces(page, places), `at ${String(width)} px`).toEqual(painted);
      });
    }
  });

  test("keeps the controls the shell painted in place at 375 and 1280 px when the app takes over an address with ignored price bounds", async ({
    page,
  }) => {
    for (const width of [375, 1280] as const) {
      for (const path of ["/?seed=1&min=abc", "/?seed=1&min=5&max=1"]) {
        const where = `${path} at ${String(width)} px`;
        await test.step(where, async () => {
          await page.setViewportSize({ width, height: 900 });
          const painted = await openCatalogFromShell(page, path);
          await expect(resultCount(page), where).toBeVisible();
          expect(await controlPlaces(page), where).toEqual(painted);
        });
      }
    }
  });

  test("keeps the controls the shell painted in place at 375 and 1280 px while a large catalogue is made and once it is", async ({
    page,
  }) => {
    // Any catalogue made in steps shows the progress row; one of 20,000 is made quickly
    // enough beside other tests (the heavy project has the 100,000 ones).
    const path = "/?count=20000&seed=1";
    await page.addInitScript(holdChunksAfterTheFirst);
    for (const width of [375, 1280] as const) {
      const where = `at ${String(width)} px`;
      await test.step(where, async () => {
        await page.setViewportSize({ width, height: 900 });
        const painted = await openCatalogFromShell(page, path);
        await expect(resultCount(page), where).toHaveText("1,000 products");
        await expect(page.getByRole("progressbar", { name: "Generating products" })).toBeVisible();
        expect(await controlPlaces(page), `${where}, while made`).toEqual(painted);
        await releaseChunks(page);
        await expect(page.getByText("All 20,000 products generated.")).toBeVisible({
          timeout: 0,
        });
        expect(await controlPlaces(page), `${where}, once made`).toEqual(painted);
      });
    }
  });

  test("keeps the phone's disclosure open, and the controls it holds and the cards in place, at 320 and 375 px when the visitor opened it on the served page", async ({
    page,
  }) => {
    // What is applied in it shows in its summary once the app has come, on the same line.
    const path = "/?seed=42&min=5&sort=price-desc";
    for (const width of [320, 375] as const) {
      const where = `at ${String(width)} px`;
      await test.step(where, async () => {
        await page.setViewportSize({ width, height: 900 });
        const places = [...SHELL_CONTROLS, ...FOLDED, FIRST_CARD];
        const painted = await openCatalogFromShell(page, path, places, { openFolded: true });
        await expect(page.locator("main summary")).toContainText("Price: high to low");
        expect(await controlPlaces(page, places), where).toEqual(painted);
        await expect(page.locator("main details"), where).toHaveAttribute("open", "");
        await recordShifts(page, { sinceLoad: true });
        expect(await unexpectedShift(page), where).toBe(0);
      });
    }
  });
});
