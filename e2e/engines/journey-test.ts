import { test as base, expect, type Browser as PlaywrightBrowser } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { chromiumVisitor, launchChromium } from "./chromium";
import { firefoxVisitor, launchFirefox } from "./firefox";
import type { Engine, ImageHosts, Visit, Visitor } from "./visitor";
import { launchWebKit, webkitVisitor, type WebKit } from "./webkit";

type EngineBrowser =
  | { readonly engine: "chromium"; readonly browser: PlaywrightBrowser }
  | { readonly engine: "firefox"; readonly browser: PuppeteerBrowser }
  | { readonly engine: "webkit"; readonly browser: WebKit };

async function launch(engine: Engine): Promise<EngineBrowser> {
  switch (engine) {
    case "chromium":
      return { engine, browser: await launchChromium() };
    case "firefox":
      return { engine, browser: await launchFirefox() };
    case "webkit":
      return { engine, browser: await launchWebKit() };
  }
}

function close(running: EngineBrowser): Promise<void> {
  switch (running.engine) {
    case "chromium":
    case "firefox":
      return running.browser.close();
    case "webkit":
      return running.browser.stop();
  }
}

function visitIn(running: EngineBrowser, visit: Visit) {
  switch (running.engine) {
    case "chromium":
      return chromiumVisitor(running.browser, visit);
    case "firefox":
      return firefoxVisitor(running.browser, visit);
    case "webkit":
      return webkitVisitor(running.browser, visit);
  }
}

interface WorkerFixtures {
  /** The engine a project runs its journeys in (set per project in the config). */
  engine: Engine;
  engineBrowser: EngineBrowser;
}

interface TestFixtures {
  imageHosts: ImageHosts;
  /** Errors a test provokes on purpose, as an engine words them (e.g. a file it removed). */
  expectedPageErrors: RegExp | null;
  /** A visitor on a fresh page; the test fails on any page error it has seen. */
  visitor: Visitor;
}

/** The journeys' `test`: one browser per worker, one fresh page (own history) per test. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ["chromium", { option: true, scope: "worker" }],
  engineBrowser: [
    async ({ engine }, use) => {
      const running = await launch(engine);
      await use(running);
      await close(running);
    },
    // Room for a browser launch that is made again (see launchWebKit).
    { scope: "worker", timeout: 240_000 },
  ],
  imageHosts: ["unreachable", { option: true }],
  expectedPageErrors: [null, { option: true }],
  visitor: async ({ engineBrowser, baseURL, imageHosts, expectedPageErrors }, use) => {
    const visitor = await visitIn(engineBrowser, { baseURL: baseURL ?? "", imageHosts });
    await use(visitor);
    const errors = (await visitor.pageErrors()).filter(
      (error) => !(expectedPageErrors?.test(error) ?? false),
    );
    await visitor.close();
    expect(errors, "page errors").toEqual([]);
  },
});

export { expect };
