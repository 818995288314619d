import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { FIREFOX_PATH } from "../../scripts/browsers.mjs";
import { LOADING_LABELS } from "../messages";
import { isXPath, recordedPageErrors, instrumentPage, type Visit, type Visitor } from "./visitor";

/**
 * Firefox ESR over WebDriver BiDi. Playwright's own BiDi channel ("moz-firefox") fails
 * on this ESR (`emulation.setMediaFeaturesOverride: unknown command`); puppeteer-core
 * speaks BiDi to it and downloads nothing.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true });
}

/** Firefox's words for a request whose page went elsewhere while the worker answered it. */
const LEFT_WHILE_THE_WORKER_ANSWERED =
  /^uncaught: Error: Failed to load ‘[^’]+’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** A visitor in a fresh Firefox user context (its own history, storage and clipboard use). */
export async function firefoxVisitor(
  browser: Browser,
  visit: Visit,
): Promise<Visitor & { close(): Promise<void> }> {
  const context = await browser.createBrowserContext();
  return { ...(await tabIn(context, visit)), close: () => context.close() };
}

/** A new tab of the visitor's user context. */
async function tabIn(context: BrowserContext, visit: Visit): Promise<Visitor> {
  const { baseURL, imageHosts } = visit;
  const page: Page = await context.newPage();
  const origin = new URL(baseURL).origin;
  const errors: string[] = [];
  // Firefox reports each request that the offline worker was answering when its page went
  // elsewhere as an error of that page, just before the navigation's own request: nothing
  // fails that a visitor could see. Such an error counts once the page goes on otherwise.
  let unsettled: string[] = [];
  const settle = () => {
    errors.push(...unsettled);
    unsettled = [];
  };
  let leaving = false;
  await page.setRequestInterception(true);
  // A request the page has given up meanwhile (it went to another page) can no longer be
  // continued or failed: nothing to do then.
  const gone = () => undefined;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      leaving = true;
      unsettled = [];
    } else settle();
    if (new URL(request.url()).origin === origin) request.continue().catch(gone);
    // BiDi interception has no resourceType(): every external request is an avatar here.
    else if (imageHosts === "unreachable") request.abort("addressunreachable").catch(gone);
  });
  await page.evaluateOnNewDocument(instrumentPage, LOADING_LABELS);
  page.on("domcontentloaded", () => {
    leaving = false;
    settle();
  });
  page.on("pageerror", (error) => {
    const message = `uncaught: ${String(error)}`;
    if (!LEFT_WHILE_THE_WORKER_ANSWERED.test(message)) errors.push(message);
    else if (!leaving) unsettled.push(message);
  });
  // A step through history is the app's (popstate) or shows a page the browser kept
  // (another language's, left by its picker), which makes no navigation request: until
  // the step has landed, what the worker was answering is the page going elsewhere too.
  const historyStep = async (step: () => void) => {
    const from = await page.evaluate(() => location.href);
    leaving = true;
    await page.evaluate(step);
    for (let tries = 0; tries < 50; tries += 1) {
      const now = await page.evaluate(() => location.href).catch(() => from);
      if (now !== from) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    leaving = false;
  };
  const locate = (selector: string) =>
    page.locator(isXPath(selector) ? `::-p-xpath(${selector})` : selector);

  return {
    engine: "firefox",
    goto: async (path) => {
      await page.goto(new URL(path, baseURL).href, { waitUntil: "domcontentloaded" });
    },
    back: () =>
      historyStep(() => {
        history.back();
      }),
    forward: () =>
      historyStep(() => {
        history.forward();
      }),
    url: () => Promise.resolve(page.url()),
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: (selector) => locate(selector).click(),
    clickAt: (x, y) => page.mouse.click(x, y),
    focus: async (selector) => {
      await (await locate(selector).waitHandle()).focus();
    },
    fill: async (selector, text) => {
      await locate(selector).fill("");
      await locate(selector).click();
      await page.keyboard.type(text);
    },
    press: async (key, modifier) => {
      if (modifier) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      if (modifier) await page.keyboard.up(modifier);
    },
    // Firefox draws a <select>'s popup outside the page, where no driver reaches: choose
    // the option by its label and let puppeteer fire input and change as the popup does.
    choose: async (selector, label) => {
      const select = await locate(selector).waitHandle();
      const value = await select.evaluate(
        (element, wanted) =>
          [...(element as HTMLSelectElement).options].find((option) => option.label === wanted)
            ?.value,
        label,
      );
      if (value === undefined) throw new Error(`no option "${label}" in ${selector}`);
      await select.select(value);
    },
    evaluate: (fn) => page.evaluate(fn),
    screenshot: async (selector) => {
      const element = await locate(selector).waitHandle();
      return Buffer.from(await element.screenshot());
    },
    pageErrors: async () => {
      settle();
      return [...errors, ...(await page.evaluate(recordedPageErrors))];
    },
    newTab: () => tabIn(context, visit),
    bringToFront: () => page.bringToFront(),
  };
}
