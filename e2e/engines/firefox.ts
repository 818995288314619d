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

/** Firefox's words for a request the offline worker did not answer; the request's URL. */
const WORKER_DID_NOT_ANSWER =
  /^uncaught: Error: Failed to load ‘([^’]+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

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
  await page.setRequestInterception(true);
  // A request the page has given up meanwhile (it went to another page) can no longer be
  // continued or failed: nothing to do then.
  const gone = () => undefined;
  page.on("request", (request) => {
    if (new URL(request.url()).origin === origin) request.continue().catch(gone);
    // BiDi interception has no resourceType(): every external request is an avatar here.
    else if (imageHosts === "unreachable") request.abort("addressunreachable").catch(gone);
  });
  await page.evaluateOnNewDocument(instrumentPage, LOADING_LABELS);
  page.on("pageerror", (error) => {
    errors.push(`uncaught: ${String(error)}`);
  });
  // Firefox reports each request the offline worker was answering when its page went
  // elsewhere (a link, Back to a page it kept, even a favicon's request) in the same words
  // as one the worker failed, and sometimes only after the next page is in: nothing a
  // visitor sees. Asked for again, through the worker where it controls the page, a
  // resource it answers was such a request; one it fails again is the worker's error.
  const isError = async (message: string) => {
    const url = WORKER_DID_NOT_ANSWER.exec(message)?.[1];
    if (url === undefined) return true;
    return page.evaluate(
      (resource) =>
        fetch(resource).then(
          (response) => !response.ok,
          () => true,
        ),
      url,
    );
  };
  // A step through history is the app's (popstate) or shows a page the browser kept,
  // which makes no navigation request: it has landed once the address has changed.
  const historyStep = async (step: () => void) => {
    const from = await page.evaluate(() => location.href);
    await page.evaluate(step);
    for (let tries = 0; tries < 50; tries += 1) {
      const now = await page.evaluate(() => location.href).catch(() => from);
      if (now !== from) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
      const failed: string[] = [];
      for (const message of errors) if (await isError(message)) failed.push(message);
      return [...failed, ...(await page.evaluate(recordedPageErrors))];
    },
    newTab: () => tabIn(context, visit),
    bringToFront: () => page.bringToFront(),
  };
}
