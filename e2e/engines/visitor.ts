/**
 * What a visitor does to the page, the same in every engine. Each engine is driven by the
 * client that works with it on a machine that cannot download browsers: Playwright for
 * Debian's Chromium, puppeteer-core over WebDriver BiDi for Firefox ESR, WebdriverIO over
 * classic WebDriver for WebKitGTK. Journeys are written once against this interface.
 *
 * A selector is CSS, or XPath when it starts with "/" or "(" (see `buttonNamed`).
 */
export interface Visitor {
  readonly engine: Engine;
  /** Opens a path of the app and waits until its document has been parsed. */
  goto(path: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  url(): Promise<string>;
  setViewport(width: number, height: number): Promise<void>;
  /** A real pointer click in the middle of the first element matching the selector. */
  click(selector: string): Promise<void>;
  /** A real pointer click at a point of the viewport, in CSS pixels. */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves focus to the first element matching the selector, as a script would. */
  focus(selector: string): Promise<void>;
  /** Empties a text field and types the text into it, key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** A key on the focused element; `Control` holds Control down while pressing it. */
  press(key: Key, modifier?: "Control"): Promise<void>;
  /** Chooses the option with this label in a `<select>`, as the engine's user would. */
  choose(selector: string, label: string): Promise<void>;
  /** Runs a function in the page; it is sent as source, so it must not close over anything. */
  evaluate<Result>(fn: () => Result): Promise<Result>;
  /** A PNG of the first element matching the selector, as painted. */
  screenshot(selector: string): Promise<Buffer>;
  /** Uncaught errors, console errors and CSP violations the page has had so far. */
  pageErrors(): Promise<string[]>;
  /**
   * Opens another tab of the same visitor (its storage and offline worker shared), blank
   * until its `goto`; its errors are its own `pageErrors`. Not in WebKit (see webkit.ts).
   */
  newTab(): Promise<Visitor>;
  /** Brings the tab to the front, as a visitor going back to it (the others are hidden). */
  bringToFront(): Promise<void>;
}

export type Engine = "chromium" | "firefox" | "webkit";

/** How long a navigation may leave a WebKit page running no script (webkit.ts). */
export const WEBKIT_STALL_MS = 150_000;

export type Key = "Enter" | "Escape" | "Tab" | "ArrowDown" | "v" | "/";

/**
 * How the hosts of the avatar images behave: they are unreachable offline, so every
 * engine answers external requests itself. "unreachable" fails them at once; "held" never
 * answers, as a very slow network would.
 */
export type ImageHosts = "unreachable" | "held";

/** Where a visitor's tabs open, and how the image hosts answer them. */
export interface Visit {
  readonly baseURL: string;
  readonly imageHosts: ImageHosts;
}

export function isXPath(selector: string): boolean {
  return selector.startsWith("/") || selector.startsWith("(");
}

/**
 * The nth (from 1) button whose text is exactly this name, outside what is inert (hidden)
 * and the copies only a phone's block shows (`data-only="phone"`): journeys run wider.
 */
export function buttonNamed(name: string, nth = 1): string {
  return `(//button[normalize-space()='${name}'][not(ancestor-or-self::*[@inert or @data-only='phone'])])[${String(nth)}]`;
}

interface Instruments {
  productHubTest?: { errors: string[]; loadingSteps: number[][] };
}

/**
 * Runs in the page before (or, where the engine cannot, just after) the app starts. Keeps
 * every uncaught error, unhandled rejection, console error and CSP violation, so a journey
 * can fail on them in any engine; and notes each loading step (the spinner appearing, then
 * leaving) with the delays of the timers the page set for it (since the step before it
 * ended), seen by the page itself, so a slow driver never misses one. Delays, not durations: a busy machine can
 * run an observer late at either end, so a measured duration proves nothing exact.
 */
export function instrumentPage(loadingLabels: readonly string[]): void {
  const page = window as unknown as Instruments;
  if (page.productHubTest) return;
  const errors: string[] = [];
  const loadingSteps: number[][] = [];
  page.productHubTest = { errors, loadingSteps };
  window.addEventListener("error", (event) => {
    errors.push(`uncaught: ${event.message}`);
  });
  window.addEventListener("unhandledrejection", (event) => {
    errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    errors.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  // The spinner is the loading status, named in the page's language.
  const spinnerShown = () =>
    [...document.querySelectorAll("[role=status][aria-label]")].some((status) =>
      loadingLabels.includes(status.getAttribute("aria-label") ?? ""),
    );
  // The timers set since the previous step ended: a step's own wait starts in the
  // navigation that shows the spinner, just before the page renders it.
  let timers: number[] = [];
  let showing = false;
  const setTimer = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    timers.push(delay ?? 0);
    return setTimer(handler, delay, ...args);
  }) as typeof window.setTimeout;
  new MutationObserver(() => {
    const now = spinnerShown();
    if (showing && !now) {
      loadingSteps.push(timers);
      timers = [];
    }
    showing = now;
  }).observe(document, { childList: true, subtree: true });
}

export function recordedPageErrors(): string[] {
  return (window as unknown as Instruments).productHubTest?.errors ?? [];
}

/** For each finished loading step, oldest first: the delays of the timers set during it. */
export function finishedLoadingSteps(): number[][] {
  return (window as unknown as Instruments).productHubTest?.loadingSteps ?? [];
}

/**
 * Run in the page: the places (from 1) of the products in the first row that shows in the
 * window, read from their `aria-posinset`.
 */
export function firstRowInView(): number[] {
  const shown = [...document.querySelectorAll("main [role=listitem]")]
    .map((item) => ({ item, rect: item.getBoundingClientRect() }))
    .filter(({ rect }) => rect.bottom > 1);
  const top = Math.min(...shown.map(({ rect }) => Math.round(rect.top)));
  return shown
    .filter(({ rect }) => Math.round(rect.top) === top)
    .map(({ item }) => Number(item.getAttribute("aria-posinset")));
}
