// npm run bench: builds, serves the production build on a free loopback port, and prints
// one table: bundle sizes, Lighthouse (median of 3, default mobile settings) and, for 12,
// 1,000, 10,000 and 100,000 products, time to first cards, filter → next frame and the
// longest main-thread task during load (medians of several runs).
// Figures for the README/BENCHMARKS.md, never assertions: these machines are shared.
import { execFileSync, spawn } from "node:child_process";
import os from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browsers.mjs";
import { freePort } from "./free-port.mjs";
import { kB, measureSizes } from "./sizes.mjs";

const {
  module: { FILTER_DELAY_MS },
} = await runnerImport("/src/constants.ts");

const COUNTS = [12, 1_000, 10_000, 100_000];
const LOADS_PER_COUNT = 3;
const FILTERS_PER_LOAD = 6;
const LIGHTHOUSE_RUNS = 3;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** @param {number} port */
function startServer(port) {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`server exited with ${String(code)}`)));
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("served at")) resolve(server);
    });
  });
}

/** @param {string} url */
async function lighthouseRuns(url) {
  /** @type {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number, failing: string[] }[]} */
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ["--headless", ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error("Lighthouse returned nothing");
      const { categories, audits } = result.lhr;
      const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        failing: Object.values(categories)
          .flatMap((category) => category.auditRefs)
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      });
    } finally {
      chrome.kill();
    }
  }
  /** @param {"performance"|"accessibility"|"bestPractices"|"seo"|"fcp"|"lcp"|"tbt"|"cls"} key */
  const med = (key) => median(runs.map((run) => run[key]));
  return {
    performance: med("performance"),
    accessibility: med("accessibility"),
    bestPractices: med("bestPractices"),
    seo: med("seo"),
    fcp: med("fcp"),
    lcp: med("lcp"),
    tbt: med("tbt"),
    cls: med("cls"),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/**
 * Instruments the page, not the app: the first listitem's first frame, and for every
 * filter timer (the spec's delay), the time from its firing to the first frame that shows
 * the page content again.
 * @param {number} filterDelayMs
 */
function instrument(filterDelayMs) {
  const bench = { firstCards: NaN, settles: /** @type {number[]} */ ([]) };
  Object.assign(window, { bench });
  // Module scripts have run by DOMContentLoaded: tasks after this mark are the app's work
  // (generating products, rendering), not the evaluation of its bundle.
  document.addEventListener("DOMContentLoaded", () => performance.mark("bench:started"));
  const cardShown = () => document.querySelector("main li, main [role=listitem]") !== null;
  const observer = new MutationObserver(() => {
    if (!cardShown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      bench.firstCards = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });

  const realSetTimeout = window.setTimeout.bind(window);
  /** @type {any} */ (window).setTimeout = (
    /** @type {any} */ handler,
    /** @type {number} */ delay,
    /** @type {any[]} */ ...rest
  ) => {
    if (delay !== filterDelayMs || typeof handler !== "function")
      return realSetTimeout(handler, delay, ...rest);
    return realSetTimeout(() => {
      const firedAt = performance.now();
      handler();
      const nextFrame = () => {
        if (document.querySelector("main input[type=search]")) {
          bench.settles.push(performance.now() - firedAt);
        } else {
          requestAnimationFrame(nextFrame);
        }
      };
      requestAnimationFrame(nextFrame);
    }, delay);
  };
}

/**
 * The longest tasks on the renderer's main thread, in ms, from a Chrome trace: before the
 * app started (fetching and evaluating the bundle) and after (generating, rendering).
 * @param {Buffer} trace
 */
function longestMainThreadTasks(trace) {
  /** @type {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { name?: string } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const started = traceEvents.find((event) => event.name === "bench:started")?.ts ?? Infinity;
  const tasks = traceEvents.filter(
    (event) =>
      event.name === "RunTask" && event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const longest = (/** @type {typeof tasks} */ list) =>
    Math.max(0, ...list.map((event) => (event.dur ?? 0) / 1000));
  return {
    startup: longest(tasks.filter((event) => event.ts < started)),
    app: longest(tasks.filter((event) => event.ts >= started)),
  };
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {number} count
 */
async function measureCount(browser, baseUrl, count) {
  const firstCards = [];
  const settles = [];
  const startupTasks = [];
  const appTasks = [];
  for (let load = 0; load < LOADS_PER_COUNT; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) => route.abort(),
    );
    await page.addInitScript(instrument, FILTER_DELAY_MS);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "blink.user_timing",
      ],
    });
    await page.goto(`${baseUrl}/?count=${count}`, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () => !Number.isNaN(/** @type {any} */ (window).bench.firstCards),
      null,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(300);
    const tasks = longestMainThreadTasks(await browser.stopTracing());
    startupTasks.push(tasks.startup);
    appTasks.push(tasks.app);
    firstCards.push(await page.evaluate(() => /** @type {any} */ (window).bench.firstCards));

    for (let filter = 0; filter < FILTERS_PER_LOAD; filter += 1) {
      if (filter % 2 === 0) {
        await page.getByRole("searchbox").fill("a");
        await page.getByRole("searchbox").press("Enter");
      } else {
        await page.getByRole("button", { name: "Reset" }).click();
      }
      await page.waitForFunction(
        (done) => /** @type {any} */ (window).bench.settles.length > done,
        filter,
      );
    }
    settles.push(...(await page.evaluate(() => /** @type {any} */ (window).bench.settles)));
    await context.close();
  }
  return {
    count,
    firstCards: median(firstCards),
    filter: median(settles),
    startupTask: median(startupTasks),
    appTask: median(appTasks),
  };
}

execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
const sizes = measureSizes();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startServer(port);
try {
  const lh = await lighthouseRuns(`${baseUrl}/`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const scale = [];
  for (const count of COUNTS) scale.push(await measureCount(browser, baseUrl, count));
  await browser.close();

  const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
  const lines = [
    `Product Hub benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${execFileSync(CHROMIUM_PATH, ["--version"]).toString().trim()}`,
    "",
    "| what | figure |",
    "| --- | --- |",
    `| critical-path JS, gzip as served (gzip -9 / brotli) | ${kB(sizes.criticalJs.served)} kB (${kB(sizes.criticalJs.gzip9)} / ${kB(sizes.criticalJs.brotli)} kB) |`,
    `| all JS incl. lazy chunks and worker, gzip as served | ${kB(sizes.allJs.served)} kB |`,
    `| CSS, gzip as served | ${kB(sizes.css.served)} kB |`,
    `| Lighthouse performance / accessibility / best practices / SEO (median of ${LIGHTHOUSE_RUNS}) | ${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo} |`,
    `| Lighthouse FCP / LCP / TBT / CLS | ${ms(lh.fcp)} / ${ms(lh.lcp)} / ${ms(lh.tbt)} / ${lh.cls.toFixed(3)} |`,
    `| Lighthouse audits not passing in any run | ${lh.failing.join(", ") || "none"} |`,
    "",
    `| products | first cards after navigation | filter → next frame | longest main-thread task while generating and rendering | longest task evaluating the bundle |`,
    "| ---: | ---: | ---: | ---: | ---: |",
    ...scale.map(
      (row) =>
        `| ${row.count.toLocaleString("en")} | ${ms(row.firstCards)} | ${ms(row.filter)} | ${ms(row.appTask)} | ${ms(row.startupTask)} |`,
    ),
    "",
    `Medians: ${LOADS_PER_COUNT} loads per size, ${FILTERS_PER_LOAD} filters per load (search "a", then Reset, in turn); the filter figure excludes the specified ${String(FILTER_DELAY_MS)} ms delay.`,
  ];
  console.log(lines.join("\n"));
} finally {
  server.kill();
}
