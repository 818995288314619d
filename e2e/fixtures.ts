import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { en, type Messages } from "../src/i18n/messages/en";
import { LOADING_LABELS } from "./messages";
import type { ServerKind } from "./servers";

/** A valid 1×1 PNG: what the e2e suite answers for avatar images, since their hosts are offline. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type ImageHosts = "answering" | "unreachable" | "not-found";

interface Fixtures {
  /** How external image hosts behave for this test; the app itself is always served. */
  imageHosts: ImageHosts;
  /** Console errors a test provokes on purpose (e.g. a CSP violation it checks for). */
  expectedConsoleErrors: RegExp | null;
  /** Which server serves the build to this project: `npm start`'s or nginx. */
  serverKind: ServerKind;
}

/**
 * Every test answers external requests itself and fails on any console error, uncaught
 * exception, Content-Security-Policy violation or browser dialog (alert). The browser's
 * own "Failed to load resource" line for an image host made to fail on purpose is the only
 * message let through.
 */
export const test = base.extend<Fixtures>({
  imageHosts: ["answering", { option: true }],
  expectedConsoleErrors: [null, { option: true }],
  serverKind: ["node", { option: true }],
  page: async ({ page, imageHosts, expectedConsoleErrors, baseURL }, use) => {
    const isExternal = (url: string) => !url.startsWith(baseURL ?? "");
    await page.route(
      (url) => isExternal(url.href),
      (route) => {
        if (imageHosts === "unreachable") return route.abort("addressunreachable");
        if (imageHosts === "not-found") return route.fulfill({ status: 404, body: "" });
        return route.fulfill({ status: 200, contentType: "image/png", body: PIXEL_PNG });
      },
    );
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    // An alert, confirm or prompt would mean injected script ran: the app never opens one.
    page.on("dialog", (dialog) => {
      problems.push(`browser dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(countLoadingSteps, LOADING_LABELS);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const failedOnPurpose =
        imageHosts !== "answering" &&
        message.text().startsWith("Failed to load resource") &&
        isExternal(message.location().url);
      const provoked = expectedConsoleErrors?.test(message.text()) ?? false;
      // The 404 screen's own document comes with status 404, as it should.
      const notFoundPage =
        message.text().includes("status of 404") && message.location().url === page.url();
      if (!failedOnPurpose && !provoked && !notFoundPage) {
        // Where: a failed resource's line names no address of its own.
        problems.push(`console: ${message.text()} (${message.location().url})`);
      }
    });
    await use(page);
    expect(problems, "console errors and uncaught exceptions").toEqual([]);
  },
});

export { expect };

interface LoadingStepCounter {
  loadingSteps: number;
}

/**
 * Runs in the page: counts each time the loading spinner appears. A MutationObserver sees
 * every 500 ms step, even when a busy machine makes the test's own polling slower.
 */
function countLoadingSteps(loadingLabels: readonly string[]) {
  const counter = window as unknown as LoadingStepCounter;
  counter.loadingSteps = 0;
  let showing = false;
  new MutationObserver(() => {
    const now = [...document.querySelectorAll("[role=status][aria-label]")].some((status) =>
      loadingLabels.includes(status.getAttribute("aria-label") ?? ""),
    );
    if (now && !showing) counter.loadingSteps += 1;
    showing = now;
  }).observe(document, { childList: true, subtree: true });
}

/** Loading steps each page has started that a test has already waited through. */
const stepsWaitedFor = new WeakMap<Page, number>();

async function loadingStepsStarted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as LoadingStepCounter).loadingSteps);
}

export function catalogHeading(page: Page): Locator {
  return page.getByRole("heading", { level: 1, name: "All Products" });
}

/** The loading spinner, named in the page's language (English unless told). */
export function spinner(page: Page, { loading }: Messages = en): Locator {
  return page.getByRole("status", { name: loading.products });
}

/** The visible "No Product Found" message (the live region repeats it for screen readers). */
export function emptyMessage(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("paragraph")
    .filter({ hasText: /^No Product Found$/ });
}

/** The visible count above the products ("12 products"); the live region repeats it. */
export function resultCount(page: Page): Locator {
  return page
    .getByRole("main")
    .getByRole("paragraph")
    .filter({ hasText: /^[\d,]+ products?$/ });
}

export function cards(page: Page): Locator {
  return page.getByRole("main").getByRole("listitem");
}

export async function openCatalog(
  page: Page,
  path = "/",
  { category }: Messages = en,
): Promise<void> {
  // Not "load": that waits for images, which some tests hold back on purpose.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // The prerendered controls are there at once; the category dropdown works once the
  // products are there.
  await expect(page.getByRole("combobox", { name: category.label })).toBeEnabled();
  stepsWaitedFor.set(page, await loadingStepsStarted(page));
}

export async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole("heading", { level: 2 }).allTextContents();
}

/** Name, category and price (in dollars) of every card, read from the page, since products are random. */
export async function shownProducts(
  page: Page,
): Promise<{ name: string; category: string; price: number }[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => {
      const lines = [...item.querySelectorAll("p")].map((line) => line.textContent);
      const category = lines.find((line) => line.startsWith("Category: ")) ?? "";
      const price = lines.find((line) => line.startsWith("Price: $")) ?? "";
      return {
        name: item.querySelector("h2")?.textContent ?? "",
        category: category.slice("Category: ".length),
        price: Number(price.slice("Price: $".length)),
      };
    }),
  );
}

export function minPrice(page: Page): Locator {
  return page.getByRole("textbox", { name: "Min price" });
}

export function maxPrice(page: Page): Locator {
  return page.getByRole("textbox", { name: "Max price" });
}

/**
 * Waits through the next loading step: the spinner has replaced the page content (seen by
 * the page itself), and the content is back.
 */
export async function waitForLoadingStep(page: Page, messages: Messages = en): Promise<void> {
  const waited = stepsWaitedFor.get(page) ?? 0;
  await expect.poll(() => loadingStepsStarted(page)).toBeGreaterThan(waited);
  await expect(page.getByRole("searchbox")).toBeVisible();
  await expect(spinner(page, messages)).toBeHidden();
  stepsWaitedFor.set(page, waited + 1);
}

/**
 * Closes the details with Escape and waits for the Back that closing makes (the details had
 * an entry of their own) to land: the dialog leaves at once, the address after a history
 * traversal, and a navigation sent before then is overtaken by it.
 */
export async function closeDetailsWithEscape(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.has("product")).toBe(false);
}

export async function columnCount(page: Page): Promise<number> {
  const lefts = await cards(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

/** The page's clipboard refuses every write, as a browser that denies the permission does. */
export async function refuseClipboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
}

/** Type a search and submit it with Enter. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole("searchbox").fill(text);
  await page.getByRole("searchbox").press("Enter");
}

/**
 * Lets the page run the tasks it has queued through MessageChannel (React's scheduler,
 * axe's promises): those are not among the timers that `page.clock` fakes.
 */
export async function flushQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until the spinner shows and the page has run the work queued with that render
 * (React starts the 500 ms timer in an effect just after it), so that `page.clock.runFor`
 * counts from the timer's start.
 */
export async function expectLoadingStarted(page: Page): Promise<void> {
  await expect(spinner(page)).toBeVisible();
  await flushQueuedTasks(page);
}

/**
 * Opens the catalogue with page time standing still once it has loaded, so that only
 * `page.clock.runFor` moves the 500 ms delay on.
 */
export async function openCatalogWithFrozenClock(page: Page, path = "/"): Promise<void> {
  await page.clock.install();
  await openCatalog(page, path);
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Runs in the page: the product workers' answers after the first are held until the test
 * calls `releaseChunks`, so what the page shows while a catalogue is being made can be
 * looked at however fast the machine is.
 */
export function holdChunksAfterTheFirst() {
  const held: { index: number; answer: () => void }[] = [];
  // Chunks below this index are let through.
  let limit = 1;
  const Real = window.Worker;
  window.Worker = class extends Real {
    set onmessage(handler: ((event: MessageEvent<{ index: number }>) => void) | null) {
      super.onmessage = (event: MessageEvent<{ index: number }>) => {
        const answer = () => handler?.(event);
        if (event.data.index < limit) answer();
        else held.push({ index: event.data.index, answer });
      };
    }
  };
  Object.assign(window, {
    releaseChunks: (below: number) => {
      limit = below;
      for (const chunk of held.filter(({ index }) => index < below)) {
        held.splice(held.indexOf(chunk), 1);
        chunk.answer();
      }
    },
  });
}

/** Lets the held chunks below `below` through (all by default): see holdChunksAfterTheFirst. */
export async function releaseChunks(page: Page, below = Infinity): Promise<void> {
  await page.evaluate((limit) => {
    (window as unknown as { releaseChunks: (below: number) => void }).releaseChunks(limit);
  }, below);
}

/**
 * The chunks the served page at `path` preloads (the app's code, not its entry), as a
 * route's pattern: read from the page, never by a chunk's name.
 */
export async function appChunks(page: Page, path: string): Promise<RegExp> {
  const html = await (await page.request.get(path)).text();
  const chunks = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    ([, href]) => (href ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  expect(chunks.length, "chunks the page preloads").toBeGreaterThan(0);
  return new RegExp(`(${chunks.join("|")})$`);
}
