// npm run bench: builds this version and the previous release (BENCH_BASELINE, a commit or
// tag, by default the last commit before the prerendered shell) into a temporary worktree,
// serves both on free loopback ports, and prints one table: for each figure the median and
// the range (min–max) of RUNS runs of each build, measured in the same invocation, and the
// ratio now / before. Then where the time goes up to the first click that works, from
// traced visits, for both and for the tutorial-grade build of the same specification. Figures for the README and BENCHMARKS.md, never assertions: these
// machines are shared.
import { execFileSync, spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browsers.mjs";
import { countingProxy } from "./counting-proxy.mjs";
import { freePort } from "./free-port.mjs";
import { kB, measureSizes } from "./sizes.mjs";
import { navigationOf, PHASES, phasesOf, TRACE_CATEGORIES } from "./trace-phases.mjs";

const {
  module: { FILTER_DELAY_MS },
} = await runnerImport("/src/constants.ts");

const BASELINE = process.env.BENCH_BASELINE ?? "9af90fe";

// Reading the constants through Vite set NODE_ENV to "development" in this process: the
// builds must not inherit it, or they would bundle React's development build.
const BUILD_ENV = { ...process.env, NODE_ENV: "production" };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Only the table of where the time goes (BENCH_PHASES_ONLY=1): a few minutes, not ten. */
const PHASES_ONLY = process.env.BENCH_PHASES_ONLY === "1";
/** A folder to keep each traced visit's trace in (BENCH_TRACES), to open in DevTools. */
const TRACES = process.env.BENCH_TRACES;
if (TRACES) mkdirSync(TRACES, { recursive: true });
/**
 * Kept traces also carry V8's samples, which name the functions the time went to
 * (scripts/trace-functions.mjs reads them). Sampling slows the traced visits a little, so
 * only when the traces are kept.
 */
const CATEGORIES = TRACES
  ? [...TRACE_CATEGORIES, "disabled-by-default-v8.cpu_profiler"]
  : TRACE_CATEGORIES;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * How a first visit is made: the window, and what Chromium's DevTools protocol slows down.
 * @typedef {object} Profile
 * @property {string} label how the table names it
 * @property {import("@playwright/test").BrowserContextOptions} context
 * @property {number} [cpuRate] how many times slower the page's main thread runs
 * @property {{ offline: boolean, latency: number, downloadThroughput: number, uploadThroughput: number }} [network]
 *   the line of the page and of its offline worker: round trip in ms, bytes per second
 */

/** Today's first visit: a desktop window, nothing slowed down. @type {Profile} */
const DESKTOP = { label: "desktop", context: { viewport: { width: 1280, height: 900 } } };

/**
 * The issue's phone: its CPU 4× slower, a line of 150 ms round trip and 1.6 Mbit/s down
 * (200,000 bytes/s; 750 kbit/s up, Lighthouse's slow 4G), a 375 × 667 screen at 2× with touch.
 * @type {Profile}
 */
const PHONE = {
  label: "phone (CPU 4×, 150 ms, 1.6 Mbps, 375 px)",
  context: {
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  cpuRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
};

/** A phone visit longer than this is said so under the table: it lengthens every run. */
const SLOW_PHONE_VISIT_MS = 20_000;

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Serves a checkout's build with this version's server (DIST), the same for both builds:
 * the previous release's own server needs packages this checkout no longer has.
 * @param {string} root a checkout with a build in dist/ @param {number} port
 */
function startServer(root, port) {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: ROOT,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DIST: path.join(root, "dist") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`server exited with ${String(code)}`)));
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("served at")) resolve(server);
    });
  });
}

/**
 * One Lighthouse run (its default mobile settings) in a fresh Chromium.
 * @param {string} url
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error("Lighthouse returned nothing");
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code}`);
    if (!Number.isFinite(audits["first-contentful-paint"]?.numericValue)) {
      throw new Error("Lighthouse: no first contentful paint measured");
    }
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      failing: Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Instruments the page, not the app, in terms both versions share: when the first card
 * with a product (an `h2` in an `article`) is painted, and when the first the app runs (a
 * live one: the entry may draw the first products into the shell's inert cards); when the whole catalogue is
 * there (the progress row says so; a version without one shows it all at once); for every
 * filter timer (the spec's delay), the time from its firing to the first frame with the
 * live controls back; and every layout shift no input explains.
 * @param {number} filterDelayMs
 */
function instrument(filterDelayMs) {
  const bench = {
    firstCards: NaN,
    firstLiveCards: NaN,
    firstPaint: NaN,
    bytesBeforeFirstCards: NaN,
    productsAt: NaN,
    allReady: NaN,
    settles: /** @type {number[]} */ ([]),
    shift: 0,
  };
  Object.assign(window, { bench });
  // When a worker's first answer (the products, in a build that makes them in one) comes.
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    /** @param {ConstructorParameters<typeof Worker>} args */
    constructor(...args) {
      super(...args);
      this.addEventListener(
        "message",
        () => {
          if (Number.isNaN(bench.productsAt)) bench.productsAt = performance.now();
        },
        { once: true },
      );
    }
  };
  // Module scripts have run by DOMContentLoaded: tasks after this mark are the app's work
  // (generating products, rendering), not the evaluation of its bundle.
  document.addEventListener("DOMContentLoaded", () => performance.mark("bench:started"));
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (!entry.hadRecentInput) bench.shift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) {
      bench.firstPaint = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  const live = "main article:not([inert] *) h2";
  const observer = new MutationObserver(() => {
    if (Number.isNaN(bench.firstLiveCards) && document.querySelector(live)) {
      requestAnimationFrame(() => {
        bench.firstLiveCards = performance.now();
      });
    }
    // A product's name: a card's heading (this version's placeholders name none), in an
    // article here, in a plain box in the tutorial build.
    if (Number.isNaN(bench.firstCards) && document.querySelector("main h2")) {
      requestAnimationFrame(() => {
        bench.firstCards = performance.now();
        // What the products waited for: every response until now, as it came over the
        // wire (0 for what a service worker or the memory cache answered).
        bench.bytesBeforeFirstCards = [
          ...performance.getEntriesByType("navigation"),
          ...performance.getEntriesByType("resource"),
        ].reduce(
          (sum, entry) => sum + /** @type {PerformanceResourceTiming} */ (entry).encodedBodySize,
          0,
        );
      });
    }
    const progress = [...document.querySelectorAll("main p[role=status]")].some((status) =>
      /^All [\d,]+ products generated\.$/.test(status.textContent ?? ""),
    );
    const hasProgress = document.querySelector("main [role=progressbar]") !== null || progress;
    if (
      Number.isNaN(bench.allReady) &&
      document.querySelector(live) &&
      (progress || !hasProgress)
    ) {
      requestAnimationFrame(() => {
        bench.allReady = performance.now();
      });
    }
    if (!Number.isNaN(bench.firstLiveCards) && !Number.isNaN(bench.allReady)) {
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });

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
        if (document.querySelector("main input[type=search]:not([inert] *)")) {
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
 * The longest task on the renderer's main thread, in ms, from a Chrome trace.
 * @param {Buffer} trace
 */
function longestMainThreadTask(trace) {
  /** @type {{ traceEvents: { name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { name?: string } }[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return Math.max(
    0,
    ...traceEvents
      .filter(
        (event) =>
          event.name === "RunTask" &&
          event.ph === "X" &&
          mainThreads.has(`${event.pid}:${event.tid}`),
      )
      .map((event) => (event.dur ?? 0) / 1000),
  );
}

/**
 * Slows `page` down as `profile` says, before it navigates: its main thread's CPU, and the
 * line of the page and of its offline worker. Each worker the page starts is held at its
 * start until its session has its throttling: the offline worker's line is its own, a
 * dedicated worker's is the page's. Chromium throttles the CPU of no worker (the product
 * worker runs at the machine's speed): "only supported for pages".
 * @param {import("@playwright/test").BrowserContext} context
 * @param {import("@playwright/test").Page} page
 * @param {Profile} profile
 */
async function applyProfile(context, page, profile) {
  const { cpuRate, network } = profile;
  if (!cpuRate && !network) return;
  const cdp = await context.newCDPSession(page);
  if (cpuRate) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  if (!network) return;
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", network);
  // Each worker's session is reached through this one's messages (flatten: false):
  // Playwright passes no flat child session's messages on to a CDP session of ours.
  cdp.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
    let id = 0;
    const send = (/** @type {string} */ method, /** @type {object} */ params = {}) =>
      cdp.send("Target.sendMessageToTarget", {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method, params }),
      });
    const commands =
      targetInfo.type === "service_worker"
        ? [send("Network.enable"), send("Network.emulateNetworkConditions", network)]
        : [];
    // The page may be gone (the visit ended) before a worker it started is let run.
    Promise.all([...commands, send("Runtime.runIfWaitingForDebugger")]).catch(() => undefined);
  });
  await cdp.send("Target.setAutoAttach", {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
}

/**
 * A new page of `context` with the bench's instruments, slowed down as `profile` says.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {Profile} profile
 */
async function newPage(context, profile) {
  const page = await context.newPage();
  await page.addInitScript(instrument, FILTER_DELAY_MS);
  await applyProfile(context, page, profile);
  return page;
}

/**
 * Opens `path` in a new page of `context` and waits until the whole catalogue is shown.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {string} baseUrl
 * @param {{ path: string, trace?: boolean, reload?: import("@playwright/test").Page, profile?: Profile }} options
 *   `reload`: reload that page instead of opening a new one; `profile`: what slows a new
 *   one down (the context has its window)
 */
async function visit(context, baseUrl, { path: at, trace = false, reload, profile = DESKTOP }) {
  const page = reload ?? (await newPage(context, profile));
  const browser = context.browser();
  if (trace && browser) {
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
  }
  if (reload) await page.reload({ waitUntil: "domcontentloaded" });
  else await page.goto(`${baseUrl}${at}`, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(
    () => !Number.isNaN(/** @type {any} */ (window).bench.allReady),
    null,
    {
      timeout: 120_000,
    },
  );
  await page.waitForTimeout(300);
  const longestTask = trace && browser ? longestMainThreadTask(await browser.stopTracing()) : NaN;
  const { firstCards, firstLiveCards, firstPaint, allReady, bytesBeforeFirstCards } =
    await page.evaluate(() => /** @type {any} */ (window).bench);
  return {
    page,
    firstCards,
    firstLiveCards,
    firstPaint,
    allReady,
    bytesBeforeFirstCards,
    longestTask,
  };
}

/**
 * Opens `path` in a fresh context (no cache, no service worker: a first visit) and waits
 * until the whole catalogue is shown.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {{ path: string, width?: number, trace?: boolean, profile?: Profile }} options
 *   `width`: the desktop window's, for a desktop visit
 */
async function load(
  browser,
  baseUrl,
  { path: at, width = 1280, trace = false, profile = DESKTOP },
) {
  const context = await browser.newContext(
    profile === DESKTOP ? { viewport: { width, height: 900 } } : profile.context,
  );
  return { context, ...(await visit(context, baseUrl, { path: at, trace, profile })) };
}

/** How long the click row tries before it gives up (NaN), and how long one click may take. */
const CLICK_TIMEOUT_MS = 30_000;
const CLICK_OUTCOME_TIMEOUT_MS = 5_000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Instruments a click visit: every click the page receives (when, and whether it reached a
 * View Details button: an inert one is no target, its click lands on what is around it),
 * and when a dialog is first open.
 */
function watchClicks() {
  const clicks = {
    received: /** @type {{ at: number, onButton: boolean }[]} */ ([]),
    detailsOpened: NaN,
  };
  Object.assign(window, { clicks });
  addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      clicks.received.push({
        at: event.timeStamp,
        onButton: button?.textContent?.trim() === "View Details",
      });
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    // A native dialog here, a box with the dialog role in the tutorial build.
    if (!document.querySelector("dialog[open], [role=dialog]")) return;
    clicks.detailsOpened = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open"],
  });
}

/**
 * In the page: the centre of the first card's View Details button, scrolled into view if it
 * is not, and the time. None before the first cards' frame: a visitor clicks what is painted.
 * The first card is the box of the first product name (`h2`): its View Details is beside it.
 */
function findViewDetails() {
  const { bench, clicks } = /** @type {any} */ (window);
  const state = {
    at: performance.now(),
    clicks: /** @type {number} */ (clicks.received.length),
    opened: !Number.isNaN(clicks.detailsOpened),
    point: /** @type {{ x: number, y: number } | null} */ (null),
  };
  if (Number.isNaN(bench.firstCards)) return state;
  const card = document.querySelector("main h2")?.parentElement;
  const button = [...(card?.querySelectorAll("button") ?? [])].find(
    (candidate) => candidate.textContent?.trim() === "View Details",
  );
  if (!button) return state;
  let box = button.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    button.scrollIntoView({ block: "center" });
    box = button.getBoundingClientRect();
  }
  state.point = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  return state;
}

/**
 * In the page, after a click: waits until the page has received it; if it reached a View
 * Details button, until the details are open (or `timeout` ms), else one frame. Whether
 * it reached the button, and whether the details are open.
 * @param {{ before: number, timeout: number }} options `before`: clicks received before it
 */
async function clickOutcome({ before, timeout }) {
  const { clicks } = /** @type {any} */ (window);
  /** @param {() => boolean} done */
  const until = async (done) => {
    const end = performance.now() + timeout;
    while (!done() && performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const open = () => document.querySelector("dialog[open], [role=dialog]") !== null;
  await until(() => clicks.received.length > before);
  const onButton = clicks.received[before]?.onButton === true;
  if (onButton) await until(open);
  else await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return { onButton, open: open() };
}

/**
 * The click row: a visitor's click (a trusted one, through Chromium's input, at the
 * button's centre) on the first card's View Details, tried every 16 ms from the document's
 * start, one at a time, until the product's details open (a `dialog[open]`). A click on a
 * drawn card the app does not run yet (inert) opens nothing and is counted as missed.
 * With `trace`, Chromium's trace of the visit gives where the time went (`phases`).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {Profile} profile
 * @param {boolean} [trace]
 * @param {string} [traceName] the file the trace is kept in, in BENCH_TRACES
 * @returns {Promise<{ click: number, missed: number, toOpen: number, visit: number, phases: Record<string, number> | null }>}
 *   `click`: from navigation start to the click that opened them (NaN: none in 30 s);
 *   `missed`: the clicks before it; `toOpen`: from it to the open dialog; `visit`: the
 *   visit's time in ms
 */
async function clickDetails(browser, baseUrl, profile, trace = false, traceName = "") {
  const startedAt = Date.now();
  const context = await browser.newContext(profile.context);
  const page = await newPage(context, profile);
  await page.addInitScript(watchClicks);
  if (trace) await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${baseUrl}/`, { waitUntil: "commit" });
  let click = NaN;
  let missed = 0;
  let lastOnButton = NaN;
  for (let next = Date.now(); Number.isNaN(click) && Date.now() - startedAt < CLICK_TIMEOUT_MS;) {
    await sleep(next - Date.now());
    next = Date.now() + 16;
    // Fails while the document is being replaced: an attempt with nothing to click.
    const target = await page.evaluate(findViewDetails).catch(() => null);
    if (target?.opened) {
      // Opened later than a click's wait: by the last click that reached the button.
      click = lastOnButton;
      if (!Number.isNaN(click)) missed -= 1;
      break;
    }
    if (!target?.point) continue;
    await page.mouse.click(target.point.x, target.point.y);
    const { onButton, open } = await page.evaluate(clickOutcome, {
      before: target.clicks,
      timeout: CLICK_OUTCOME_TIMEOUT_MS,
    });
    if (open) click = target.at;
    else {
      missed += 1;
      if (onButton) lastOnButton = target.at;
    }
  }
  const opened = await page.evaluate(() => /** @type {any} */ (window).clicks.detailsOpened);
  try {
    const phases = trace ? await phasesUntil(page, baseUrl, click, traceName) : null;
    return { click, missed, toOpen: opened - click, visit: Date.now() - startedAt, phases };
  } finally {
    await context.close();
  }
}

/**
 * In the page, its milestones in ms from navigation start: the HTML in, the first paint,
 * the last script asked for before the first cards in, the products' first answer from a worker (none
 * where the page's thread makes them), the first cards painted.
 */
function milestones() {
  const { bench } = /** @type {any} */ (window);
  const [navigation] = performance.getEntriesByType("navigation");
  const scripts = /** @type {PerformanceResourceTiming[]} */ (
    performance.getEntriesByType("resource")
  ).filter(
    (entry) => new URL(entry.name).pathname.endsWith(".js") && entry.startTime < bench.firstCards,
  );
  return {
    htmlIn: /** @type {PerformanceNavigationTiming} */ (navigation).responseEnd,
    firstPaint:
      performance.getEntriesByName("first-contentful-paint").at(0)?.startTime ?? Number.NaN,
    scriptsIn: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    productsIn: /** @type {number} */ (bench.productsAt),
    firstCards: /** @type {number} */ (bench.firstCards),
  };
}

/**
 * Stops the browser's trace of `page` and says where its main thread's time went from the
 * navigation to `click` (ms): each kind of work, and scripts run before and after the
 * products came (the first cards, where the page's thread makes them: hydration, then the
 * cards' render and commit), with the page's milestones.
 * @param {import("@playwright/test").Page} page @param {string} baseUrl @param {number} click
 * @param {string} traceName
 */
async function phasesUntil(page, baseUrl, click, traceName) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const trace = await browser.stopTracing();
  if (TRACES) writeFileSync(path.join(TRACES, `${traceName}.json`), trace);
  const { traceEvents } = JSON.parse(trace.toString());
  const marks = await page.evaluate(milestones);
  const thread = navigationOf(traceEvents, baseUrl);
  const at = (/** @type {number} */ ms) => thread.start + ms * 1000;
  const products = Number.isNaN(marks.productsIn) ? marks.firstCards : marks.productsIn;
  const total = phasesOf(traceEvents, thread, { from: thread.start, to: at(click) });
  const before = phasesOf(traceEvents, thread, { from: thread.start, to: at(products) });
  return {
    ...marks,
    click,
    ...total,
    "scripts before the products": before["run scripts"],
    "scripts after the products": total["run scripts"] - before["run scripts"],
  };
}

/**
 * In the page: waits up to `wait` ms for a service worker's registration, then until that
 * worker has installed (its files fetched). Whether one has.
 * @param {number} wait
 */
async function offlineWorkerInstalled(wait) {
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const end = performance.now() + wait;
  let registration = await navigator.serviceWorker.getRegistration();
  while (!registration && performance.now() < end) {
    await pause(100);
    registration = await navigator.serviceWorker.getRegistration();
  }
  if (!registration) return false;
  const installEnd = performance.now() + 60_000;
  while (!registration.waiting && !registration.active && performance.now() < installEnd) {
    await pause(50);
  }
  return Boolean(registration.waiting ?? registration.active);
}

/** How long a first visit's bytes are counted after its products show, without a worker. */
const NO_WORKER_WAIT_MS = 10_000;

/**
 * The bytes on the wire of a first visit (desktop; they do not depend on the profile),
 * page and offline worker together: every response's headers and body as the server sent
 * them, from the navigation until the offline worker has installed, or until 10 s after
 * the products are shown for a build without one. A proxy in front of the server
 * (counting-proxy.mjs) counts them: Chromium's DevTools protocol reports a worker's own script (the offline worker's,
 * the product worker's) without its body.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 */
async function firstVisitBytes(browser, baseUrl) {
  const proxy = await countingProxy(Number(new URL(baseUrl).port));
  try {
    const { context, page } = await load(browser, proxy.url, { path: "/" });
    await page.evaluate(offlineWorkerInstalled, NO_WORKER_WAIT_MS);
    const bytes = proxy.received();
    await context.close();
    return bytes;
  } finally {
    proxy.close();
  }
}

/**
 * Whether a service worker controls the page and has its files (a build without one: no).
 * @param {import("@playwright/test").Page} page
 */
function workerReady(page) {
  return page.evaluate(async () => {
    if (!(await navigator.serviceWorker.getRegistration())) return false;
    await navigator.serviceWorker.ready;
    while (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  });
}

/**
 * Faker's cost per product on this machine, in ms: one product worker (the build's own)
 * makes 20 chunks one after the other, as the app asks for them, after one to warm it.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {string} baseUrl
 * @param {string} workerPath
 */
async function fakerCostPerProduct(context, baseUrl, workerPath) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  const cost = await page.evaluate(async (url) => {
    const worker = new Worker(url, { type: "module" });
    /** @param {number} index */
    const chunk = (index) =>
      new Promise((resolve, reject) => {
        worker.onmessage = resolve;
        // A request the worker cannot answer ends the bench, rather than hanging it.
        worker.onerror = (error) => reject(new Error(`product worker: ${error.message}`));
        // English, as the first visit makes them; a build without languages ignores it.
        worker.postMessage({ seed: 7, index, size: 1000, locale: "en" });
      });
    await chunk(0);
    const started = performance.now();
    for (let index = 1; index <= 20; index += 1) await chunk(index);
    worker.terminate();
    return (performance.now() - started) / 20_000;
  }, workerPath);
  await page.close();
  return cost;
}

/**
 * One search ("a") on a loaded page: how long from its timer to the next frame, and the
 * layout shift it caused that no input explains.
 * @param {import("@playwright/test").Page} page
 */
async function filterOnce(page) {
  const before = await page.evaluate(() => /** @type {any} */ (window).bench.shift);
  await page.locator("main input[type=search]:not([inert] *)").fill("a");
  await page.locator("main input[type=search]:not([inert] *)").press("Enter");
  await page.waitForFunction(() => /** @type {any} */ (window).bench.settles.length > 0);
  await page.waitForTimeout(300);
  const { settles, shift } = await page.evaluate(() => /** @type {any} */ (window).bench);
  return { settle: settles[0], shift: shift - before };
}

/**
 * One change of the "Sort by" dropdown on a loaded page: how long from the change to the
 * first frame painted after the cards have changed; NaN for a version without the control.
 * @param {import("@playwright/test").Page} page
 * @param {string} order
 */
function sortOnce(page, order) {
  return page.evaluate(
    (value) =>
      new Promise((resolve) => {
        const select = [...document.querySelectorAll("main select:not([inert] *)")].find(
          (candidate) =>
            candidate instanceof HTMLSelectElement &&
            [...candidate.options].some((option) => option.value === value),
        );
        const main = document.querySelector("main");
        if (!(select instanceof HTMLSelectElement) || !main) {
          resolve(NaN);
          return;
        }
        const started = performance.now();
        const changed = new MutationObserver(() => {
          changed.disconnect();
          requestAnimationFrame(() => {
            resolve(performance.now() - started);
          });
        });
        changed.observe(main, { childList: true, subtree: true, characterData: true });
        select.value = value;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      }),
    order,
  );
}

/**
 * One run of every measurement on one build.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} baseUrl
 * @param {string | undefined} workerPath this build's product worker, to measure faker's
 *   cost per product with (this version only: the cost is the machine's)
 */
async function measureRun(browser, baseUrl, workerPath) {
  /** @type {Record<string, number>} */
  const figures = {};
  if (workerPath) {
    const context = await browser.newContext();
    figures.fakerPerProduct = await fakerCostPerProduct(context, baseUrl, workerPath);
    await context.close();
  }
  // A run Lighthouse itself could not finish (a protocol timeout on a loaded machine) is
  // made again, and counted in the report, never averaged in as a zero.
  let lh;
  for (let attempt = 1; !lh; attempt += 1) {
    try {
      lh = await lighthouseRun(`${baseUrl}/`);
    } catch (error) {
      if (attempt === 3) throw error;
      lighthouseRetries.push(error instanceof Error ? error.message : String(error));
    }
  }
  Object.assign(figures, {
    performance: lh.performance,
    fcp: lh.fcp,
    lcp: lh.lcp,
    tbt: lh.tbt,
    accessibility: lh.accessibility,
    bestPractices: lh.bestPractices,
    seo: lh.seo,
  });
  failing.push(...lh.failing);

  const start = await load(browser, baseUrl, { path: "/", trace: true });
  figures.startTask = start.longestTask;
  figures.firstPaint12 = start.firstPaint;
  figures.firstCards12 = start.firstCards;
  figures.firstLiveCards12 = start.firstLiveCards;
  figures.bytesBeforeFirstCards = start.bytesBeforeFirstCards;
  // A return visit in the same browser (its offline worker, if any, ready), then a reload
  // with the network cut, which only a build with a worker survives.
  const hasWorker = await workerReady(start.page);
  const back = await visit(start.context, baseUrl, { path: "/" });
  figures.firstCardsReturn = back.firstCards;
  figures.firstPaintReturn = back.firstPaint;
  if (hasWorker) {
    await start.context.setOffline(true);
    figures.firstCardsOffline = (
      await visit(start.context, baseUrl, { path: "/", reload: back.page })
    ).firstCards;
  } else {
    figures.firstCardsOffline = NaN;
  }
  await start.context.close();

  // The first visit on the phone, then the click row in both profiles, then the bytes.
  const phoneStarted = Date.now();
  const phone = await load(browser, baseUrl, { path: "/", profile: PHONE });
  phoneVisits.push(Date.now() - phoneStarted);
  figures.firstPaintPhone = phone.firstPaint;
  figures.firstCardsPhone = phone.firstCards;
  figures.firstLiveCardsPhone = phone.firstLiveCards;
  await phone.context.close();
  for (const [name, profile] of /** @type {const} */ ([
    ["Desktop", DESKTOP],
    ["Phone", PHONE],
  ])) {
    const clicked = await clickDetails(browser, baseUrl, profile);
    figures[`click${name}`] = clicked.click;
    figures[`clickMissed${name}`] = clicked.missed;
    figures[`clickToOpen${name}`] = clicked.toOpen;
    if (profile === PHONE) phoneVisits.push(clicked.visit);
  }
  figures.bytesFirstVisit = await firstVisitBytes(browser, baseUrl);

  // The same first visit in Hebrew: its shell, its messages' chunk and its faker definitions.
  // A build without languages shows its English page for this address.
  const hebrew = await load(browser, baseUrl, { path: "/?locale=he" });
  figures.firstCardsHebrew = hebrew.firstCards;
  figures.bytesBeforeFirstCardsHebrew = hebrew.bytesBeforeFirstCards;
  await hebrew.context.close();

  for (const width of [375, 1280]) {
    const opened = await load(browser, baseUrl, { path: "/?seed=61", width });
    figures[`shift${width}`] = (await filterOnce(opened.page)).shift;
    await opened.context.close();
  }

  const tenThousand = await load(browser, baseUrl, { path: "/?count=10000" });
  figures.firstCards10k = tenThousand.firstCards;
  await tenThousand.context.close();

  const hundredThousand = await load(browser, baseUrl, { path: "/?count=100000" });
  figures.firstCards100k = hundredThousand.firstCards;
  figures.allReady100k = hundredThousand.allReady;
  figures.filter100k = (await filterOnce(hundredThousand.page)).settle;
  figures.sortPrice100k = await sortOnce(hundredThousand.page, "price-asc");
  figures.sortName100k = await sortOnce(hundredThousand.page, "name-asc");
  figures.sortFeatured100k = await sortOnce(hundredThousand.page, "featured");
  await hundredThousand.context.close();
  return figures;
}

/** Why a traced visit had to be made again. @type {string[]} */
const traceRetries = [];

/**
 * A traced click visit's phases. Now and then a trace holds no navigation of the page (its
 * events lost): that visit is made again, and counted under the table, never averaged in.
 * @param {import("@playwright/test").Browser} browser @param {string} url @param {Profile} profile
 * @param {string} traceName
 */
async function tracedClick(browser, url, profile, traceName) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { phases } = await clickDetails(browser, url, profile, true, traceName);
      if (phases) return phases;
      throw new Error("no phases");
    } catch (error) {
      if (attempt === 3) throw error;
      traceRetries.push(error instanceof Error ? error.message : String(error));
    }
  }
}

/** Lighthouse audits that failed in any run of any build. @type {string[]} */
const failing = [];
/** Why a Lighthouse run had to be made again. @type {string[]} */
const lighthouseRetries = [];
/** How long each phone visit took, in ms (SLOW_PHONE_VISIT_MS). @type {number[]} */
const phoneVisits = [];

/** Builds the previous release in a temporary worktree that shares this node_modules. */
function buildBaseline() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "product-hub-baseline-"));
  execFileSync("git", ["worktree", "add", "--detach", dir, BASELINE], { cwd: ROOT });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  execFileSync("npm", ["run", "--silent", "build:bundle"], {
    cwd: dir,
    env: BUILD_ENV,
    stdio: "inherit",
  });
  withNotFoundPage(dir);
  return dir;
}

/**
 * This version's server needs a 404 screen, which neither the release before nor the
 * tutorial build prerenders; the bench asks for no unknown path. @param {string} dir
 */
function withNotFoundPage(dir) {
  for (const suffix of ["", ".br", ".gz"]) {
    const page = path.join(dir, `dist/index.html${suffix}`);
    const notFound = path.join(dir, `dist/404.html${suffix}`);
    if (existsSync(page) && !existsSync(notFound)) copyFileSync(page, notFound);
  }
}

/**
 * The tutorial-grade build of the same specification (BENCH_TUTORIAL, by default
 * ../shared/anchors/naive-app), built as it is in a temporary copy with its own packages
 * (its lock file's versions),
 * its files compressed as this version's are, so that the same server sends them alike.
 */
function buildTutorial() {
  const source = process.env.BENCH_TUTORIAL ?? path.join(ROOT, "../shared/anchors/naive-app");
  const dir = mkdtempSync(path.join(os.tmpdir(), "product-hub-tutorial-"));
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
  });
  // Not `npm ci`: its lock file lacks the other platforms' optional Tailwind binaries.
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: dir,
    stdio: "inherit",
  });
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    cwd: dir,
    env: BUILD_ENV,
    stdio: "inherit",
  });
  execFileSync(
    process.execPath,
    [path.join(ROOT, "scripts/compress-dist.mjs"), path.join(dir, "dist")],
    {
      stdio: "inherit",
    },
  );
  withNotFoundPage(dir);
  return dir;
}

/** What the served HTML holds before any script runs. @param {string} root */
function shellOf(root) {
  const html = readFileSync(path.join(root, "dist/index.html"), "utf8");
  return html.includes('<div id="root"></div>')
    ? "an empty #root"
    : "layout, heading, controls, 12 placeholders";
}

/** The product worker's address in a build. @param {string} root */
function productWorkerPath(root) {
  const file = readdirSync(path.join(root, "dist/assets")).find((name) =>
    /^product-worker-.*\.js$/.test(name),
  );
  if (!file) throw new Error(`no product worker in ${root}/dist/assets`);
  return `/assets/${file}`;
}

/** @param {string} root */
const sizesOf = (root) => measureSizes(new URL(`file://${path.join(root, "dist")}/`));

execFileSync("npm", ["run", "--silent", "build"], { cwd: ROOT, env: BUILD_ENV, stdio: "inherit" });
const baselineDir = buildBaseline();
const tutorialDir = buildTutorial();
const shells = { before: shellOf(baselineDir), now: shellOf(ROOT) };
const sizes = { before: sizesOf(baselineDir), now: sizesOf(ROOT) };
/** @type {{ before: Record<string, number[]>, now: Record<string, number[]> }} */
const samples = { before: {}, now: {} };
/** @type {{ root: string, figures: Record<string, number[]> | null, name: string }[]} */
const builds = [
  { root: baselineDir, figures: samples.before, name: "before" },
  { root: ROOT, figures: samples.now, name: "now" },
  // Measured for where the time goes only: its page is no model of this one's figures.
  { root: tutorialDir, figures: null, name: "tutorial" },
];
/** Per build and profile, each run's phases (phasesUntil). @type {Record<string, Record<string, Record<string, number>[]>>} */
const phaseSamples = {};
const servers = [];
try {
  const urls = [];
  for (const build of builds) {
    const port = await freePort();
    servers.push(await startServer(build.root, port));
    urls.push(`http://127.0.0.1:${String(port)}`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The image hosts are unreachable here: the browser finds no address for any host but
    // the servers', as a visitor's does offline, without a request going through the
    // test client (which would hold each of the page's requests for a round trip to it).
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
  // Runs alternate between the builds, so a busy moment of the machine hits both alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, build] of builds.entries()) {
      const url = urls[index] ?? "";
      if (build.figures && !PHASES_ONLY) {
        const figures = await measureRun(
          browser,
          url,
          build.name === "now" ? productWorkerPath(ROOT) : undefined,
        );
        for (const [key, value] of Object.entries(figures)) {
          (build.figures[key] ??= []).push(value);
        }
      }
      for (const profile of [DESKTOP, PHONE]) {
        const name = `${build.name}-${profile === PHONE ? "phone" : "desktop"}-${String(run + 1)}`;
        const phases = await tracedClick(browser, url, profile, name);
        ((phaseSamples[build.name] ??= {})[profile.label] ??= []).push(phases);
      }
      console.error(`run ${String(run + 1)}/${String(RUNS)} of ${build.name} done`);
    }
  }
  await browser.close();
} finally {
  for (const server of servers) server.kill();
  execFileSync("git", ["worktree", "remove", "--force", baselineDir], { cwd: ROOT });
  rmSync(baselineDir, { recursive: true, force: true });
  rmSync(tutorialDir, { recursive: true, force: true });
}

/** "median (min–max)" of a figure's samples, in its unit. */
function spread(/** @type {number[]} */ values, /** @type {(value: number) => string} */ unit) {
  if (values.every(Number.isNaN)) return "—";
  return `${unit(median(values))} (${unit(Math.min(...values))}–${unit(Math.max(...values))})`;
}
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const s = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;
const plain = (/** @type {number} */ value) => value.toFixed(0);
const shift = (/** @type {number} */ value) => value.toFixed(3);
const ratio = (/** @type {number} */ before, /** @type {number} */ now) =>
  Number.isNaN(before)
    ? ""
    : before === 0
      ? now === 0
        ? "="
        : "new"
      : `× ${(now / before).toFixed(2)}`;

/** @type {[string, string, (value: number) => string][]} */
const measured = [
  ["Lighthouse performance", "performance", plain],
  ["Lighthouse FCP", "fcp", s],
  ["Lighthouse LCP", "lcp", s],
  ["Lighthouse TBT", "tbt", ms],
  ["Lighthouse accessibility / best practices / SEO (medians)", "accessibility", plain],
  ["longest main-thread task until the 12 products are shown", "startTask", ms],
  ["12 products: first cards", "firstCards12", ms],
  ["12 products: first cards the app runs (their buttons work)", "firstLiveCards12", ms],
  [
    "12 products: bytes fetched before the first card (as served)",
    "bytesBeforeFirstCards",
    (value) => `${kB(value)} kB`,
  ],
  ["desktop: first paint", "firstPaint12", ms],
  ["desktop: a click on the first View Details opens the details", "clickDesktop", ms],
  ["desktop: from that click to the open details", "clickToOpenDesktop", ms],
  ["desktop: clicks before it that opened nothing", "clickMissedDesktop", plain],
  [`${PHONE.label}: first paint`, "firstPaintPhone", ms],
  [`${PHONE.label}: 12 products: first cards`, "firstCardsPhone", ms],
  [`${PHONE.label}: 12 products: first cards the app runs`, "firstLiveCardsPhone", ms],
  [`${PHONE.label}: a click on the first View Details opens the details`, "clickPhone", ms],
  [`${PHONE.label}: from that click to the open details`, "clickToOpenPhone", ms],
  [`${PHONE.label}: clicks before it that opened nothing`, "clickMissedPhone", plain],
  [
    "first visit's bytes on the wire, page and offline worker, until it has installed",
    "bytesFirstVisit",
    (value) => `${kB(value)} kB`,
  ],
  ["12 products in Hebrew (?locale=he): first cards", "firstCardsHebrew", ms],
  [
    "12 products in Hebrew: bytes fetched before the first card (as served)",
    "bytesBeforeFirstCardsHebrew",
    (value) => `${kB(value)} kB`,
  ],
  ["12 products, return visit (worker ready): first cards", "firstCardsReturn", ms],
  ["12 products, return visit: first paint (the shell alone)", "firstPaintReturn", ms],
  ["12 products, reload with the network cut: first cards", "firstCardsOffline", ms],
  ["layout shift of one filter change at 375 px", "shift375", shift],
  ["layout shift of one filter change at 1280 px", "shift1280", shift],
  ["10,000 products: first cards", "firstCards10k", s],
  ["100,000 products: first cards", "firstCards100k", s],
  ["100,000 products: all made and filterable", "allReady100k", s],
  ["100,000 products: filter timer → next frame", "filter100k", ms],
  ["100,000 products, search applied: sort by price → next frame", "sortPrice100k", ms],
  ["100,000 products, search applied: sort by name → next frame", "sortName100k", ms],
  ["100,000 products, search applied: back to Featured → next frame", "sortFeatured100k", ms],
];
/**
 * The issue's targets, each a ratio of two figures of the same run (then the median and
 * range over the runs), so that they hold from one machine to the next.
 */
function ratiosInRun() {
  const now = samples.now;
  const workers = Math.min(os.cpus().length, 8);
  /** @param {number[]} top @param {number[]} bottom */
  const perRun = (top, bottom) => top.map((value, run) => value / (bottom[run] ?? NaN));
  const times = (/** @type {number} */ value) => `${value.toFixed(2)}×`;
  const floor = (now.fakerPerProduct ?? []).map((cost) => (cost * 100_000) / workers);
  /** @param {string} key */
  const nowOverBefore = (key) => median(now[key] ?? []) / median(samples.before[key] ?? []);
  return [
    `faker's cost per product in a worker: ${spread(now.fakerPerProduct ?? [], (value) => `${(value * 1000).toFixed(1)} µs`)}; 100,000 products on ${String(workers)} workers: ${spread(floor, s)} at best.`,
    `100,000 products all made, as a multiple of that floor: ${spread(perRun(now.allReady100k ?? [], floor), times)} (goal ≤ 1.3×).`,
    `12 products, first cards now / before: ${times(median(now.firstCards12 ?? []) / median(samples.before.firstCards12 ?? []))} (goal ≤ 1.0); the first the app runs: ${times(median(now.firstLiveCards12 ?? []) / median(samples.before.firstLiveCards12 ?? []))}.`,
    `12 products in Hebrew / in English, first cards: ${spread(perRun(now.firstCardsHebrew ?? [], now.firstCards12 ?? []), times)}.`,
    `Return visit / first visit: ${spread(perRun(now.firstCardsReturn ?? [], now.firstCards12 ?? []), times)}; offline reload / first visit: ${spread(perRun(now.firstCardsOffline ?? [], now.firstCards12 ?? []), times)} (goal ≤ 0.5).`,
    `Return visit's first paint, the shell alone, / first visit's first cards: ${spread(perRun(now.firstPaintReturn ?? [], now.firstCards12 ?? []), times)} (no card is painted before it).`,
    `A click on View Details opens the details, now / before: desktop ${times(nowOverBefore("clickDesktop"))} (goal ≤ 0.9), phone ${times(nowOverBefore("clickPhone"))} (goal ≤ 0.8).`,
    `First paint, ${PHONE.label}, now / before: ${times(nowOverBefore("firstPaintPhone"))} (goal ≤ 0.6).`,
    `Bytes on the wire of a first visit, page and offline worker together: ${kB(median(now.bytesFirstVisit ?? []))} kB now (goal ≤ 200 kB).`,
    `TBT and the 100,000 products' figures (goal: no worse than today's, 2b7cfab's in BENCHMARKS.md): TBT ${ms(median(now.tbt ?? []))}; all made ${s(median(now.allReady100k ?? []))}, filter ${ms(median(now.filter100k ?? []))}, sorts ${["sortPrice100k", "sortName100k", "sortFeatured100k"].map((key) => ms(median(now[key] ?? []))).join(" / ")}.`,
  ];
}

const row = (/** @type {string[]} */ cells) => `| ${cells.join(" | ")} |`;
const lines = [
  `Product Hub benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${execFileSync(CHROMIUM_PATH, ["--version"]).toString().trim()}`,
  `Before: ${BASELINE} (BENCH_BASELINE); now: ${execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim()}. Median (min–max) of ${String(RUNS)} runs of each, alternating.`,
  "",
  row(["figure", "before", "now", "now / before"]),
  row(["---", "---", "---", "---:"]),
  row(["served HTML", shells.before, shells.now, ""]),
  ...[
    ["critical-path JS, zlib level 6", "gzip6"],
    ["critical-path JS, gzip as served (zopfli)", "served"],
    ["critical-path JS, brotli", "brotli"],
  ].map(([label = "", key = ""]) => {
    const before = sizes.before.criticalJs[/** @type {"gzip6"} */ (key)];
    const now = sizes.now.criticalJs[/** @type {"gzip6"} */ (key)];
    return row([label, `${kB(before)} kB`, `${kB(now)} kB`, ratio(before, now)]);
  }),
  ...measured.map(([label, key, unit]) => {
    const before = samples.before[key] ?? [];
    const now = samples.now[key] ?? [];
    if (key === "accessibility") {
      const trio = (/** @type {"before" | "now"} */ build) =>
        ["accessibility", "bestPractices", "seo"]
          .map((name) => plain(median(samples[build][name] ?? [])))
          .join(" / ");
      return row([label, trio("before"), trio("now"), ""]);
    }
    return row([
      label,
      spread(before, unit),
      spread(now, unit),
      ratio(median(before), median(now)),
    ]);
  }),
  "",
  ...ratiosInRun(),
  "",
  `Lighthouse audits not passing in any run: ${[...new Set(failing)].join(", ") || "none"}.`,
  `Lighthouse runs made again: ${lighthouseRetries.length === 0 ? "none" : lighthouseRetries.join("; ")}.`,
  `The filter figure excludes the specified ${String(FILTER_DELAY_MS)} ms delay; layout shifts count only what no input explains, as CLS does.`,
  `A click counts from navigation start to the click after which the details opened; a click on a drawn card the app does not run yet (inert) opens nothing. Phone visits: the longest took ${s(Math.max(...phoneVisits))}${phoneVisits.some((visit) => visit > SLOW_PHONE_VISIT_MS) ? `, ${String(phoneVisits.filter((visit) => visit > SLOW_PHONE_VISIT_MS).length)} of ${String(phoneVisits.length)} over ${s(SLOW_PHONE_VISIT_MS)}` : ""}.`,
];
/** The columns of where the time goes: milestones, then the main thread's time by kind. */
const PHASE_COLUMNS = [
  ["HTML in", "htmlIn"],
  ["first paint", "firstPaint"],
  ["scripts in", "scriptsIn"],
  ["products in", "productsIn"],
  ["first cards", "firstCards"],
  ["click works", "click"],
  ...PHASES.filter((phase) => phase !== "run scripts").map((phase) => [phase, phase]),
  ["scripts before the products", "scripts before the products"],
  ["scripts after the products", "scripts after the products"],
  ["idle", "idle"],
];

/**
 * Where the time goes up to the first click that works, per build and profile: medians of
 * the runs, in ms from navigation start (milestones) or of main-thread time (the rest).
 */
function phaseTable() {
  const cells = (/** @type {Record<string, number>[]} */ runs) =>
    PHASE_COLUMNS.map(([, key = ""]) => {
      const value = median(runs.map((phases) => phases[key] ?? NaN));
      return Number.isNaN(value) ? "—" : value.toFixed(0);
    });
  return [
    `Where the time goes up to the first click that works (median of ${String(RUNS)} traced visits each; ms): milestones from navigation start, then the page's main thread by kind of work, idle when it ran no task.`,
    "",
    row(["build", "profile", ...PHASE_COLUMNS.map(([label = ""]) => label)]),
    row(["---", "---", ...PHASE_COLUMNS.map(() => "---:")]),
    ...Object.entries(phaseSamples).flatMap(([build, profiles]) =>
      Object.entries(profiles).map(([profile, runs]) => row([build, profile, ...cells(runs)])),
    ),
    "",
    ...[DESKTOP, PHONE].map((profile) => {
      const click = (/** @type {string} */ build) =>
        median((phaseSamples[build]?.[profile.label] ?? []).map((phases) => phases.click ?? NaN));
      return `Click works, ${profile.label}: now / tutorial ${(click("now") / click("tutorial")).toFixed(2)}×, now / before ${(click("now") / click("before")).toFixed(2)}×.`;
    }),
    `Traced visits made again: ${traceRetries.length === 0 ? "none" : traceRetries.join("; ")}.`,
  ];
}

console.log([...(PHASES_ONLY ? [] : [...lines, ""]), ...phaseTable()].join("\n"));
