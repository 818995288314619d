import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/browsers.mjs";
import { LOADING_LABELS } from "../messages";
import { isXPath, recordedPageErrors, instrumentPage, type Visit, type Visitor } from "./visitor";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A visitor in a fresh Chromium context, driven by Playwright. */
export async function chromiumVisitor(
  browser: Browser,
  visit: Visit,
): Promise<Visitor & { close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: visit.baseURL });
  return { ...(await tabIn(context, visit)), close: () => context.close() };
}

/** A new tab of the visitor's context. */
async function tabIn(context: BrowserContext, visit: Visit): Promise<Visitor> {
  const { baseURL, imageHosts } = visit;
  const page: Page = await context.newPage();
  await page.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => (imageHosts === "held" ? new Promise(() => undefined) : route.abort()),
  );
  await page.addInitScript(instrumentPage, LOADING_LABELS);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  const locate = (selector: string) =>
    page.locator(isXPath(selector) ? `xpath=${selector}` : selector).first();

  return {
    engine: "chromium",
    goto: async (path) => {
      await page.goto(path, { waitUntil: "domcontentloaded" });
    },
    back: async () => {
      await page.goBack({ waitUntil: "commit" });
    },
    forward: async () => {
      await page.goForward({ waitUntil: "commit" });
    },
    url: () => Promise.resolve(page.url()),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    click: (selector) => locate(selector).click(),
    clickAt: (x, y) => page.mouse.click(x, y),
    focus: (selector) => locate(selector).focus(),
    fill: async (selector, text) => {
      await locate(selector).clear();
      await locate(selector).pressSequentially(text);
    },
    press: (key, modifier) => page.keyboard.press(modifier ? `${modifier}+${key}` : key),
    choose: async (selector, label) => {
      await locate(selector).selectOption({ label });
    },
    evaluate: (fn) => page.evaluate(fn),
    screenshot: (selector) => locate(selector).screenshot(),
    pageErrors: async () => [...errors, ...(await page.evaluate(recordedPageErrors))],
    newTab: () => tabIn(context, visit),
    bringToFront: () => page.bringToFront(),
  };
}
