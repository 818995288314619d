import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server, type Socket } from "node:net";
import { Key, remote } from "webdriverio";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "../../scripts/browsers.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { LOADING_LABELS } from "../messages";
import {
  recordedPageErrors,
  WEBKIT_STALL_MS,
  instrumentPage,
  type ImageHosts,
  type Visit,
  type Visitor,
} from "./visitor";

type Session = WebdriverIO.Browser;

export interface WebKit {
  readonly session: Session;
  /** How the image proxy treats the next requests. */
  imageHosts: ImageHosts;
  stop(): Promise<void>;
}

/**
 * Every external request of the browser goes through this local proxy, which fails it at
 * once or holds it open, so nothing leaves the machine and no test waits on DNS.
 */
function imageProxy(mode: () => ImageHosts): Server {
  return createServer((socket: Socket) => {
    socket.on("error", () => undefined);
    if (mode() === "unreachable") socket.destroy();
  });
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no port");
  return address.port;
}

async function driverReady(port: number, driver: { exitCode: number | null }): Promise<void> {
  for (;;) {
    if (driver.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${String(driver.exitCode)})`);
    try {
      const response = await fetch(`http://127.0.0.1:${String(port)}/status`);
      const { value } = (await response.json()) as { value: { ready: boolean } };
      if (value.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A virtual X display of its own. Xvfb picks a free display number itself and reports it
 * (`-displayfd`): `xvfb-run --auto-servernum` checks and takes a number in two steps, and
 * two runs starting at once (CI beside a developer's run) can both take the same one.
 */
async function virtualDisplay(): Promise<{ display: string; server: ChildProcess }> {
  const server = spawn(
    XVFB_PATH,
    ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1920x1080x24"],
    {
      stdio: ["ignore", "ignore", "ignore", "pipe"],
    },
  );
  const report = server.stdio[3];
  if (!report) throw new Error("Xvfb has no -displayfd pipe");
  const number = await new Promise<string>((resolve, reject) => {
    let text = "";
    report.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    server.once("exit", (code) => {
      reject(new Error(`Xvfb exited (${String(code)}) before reporting its display`));
    });
  });
  return { display: `:${number}`, server };
}

/** How long one attempt at a session may take, and how many attempts a launch makes. */
const SESSION_TIMEOUT_MS = 60_000;
const LAUNCH_ATTEMPTS = 3;

function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} took more than ${String(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * One attempt: a display, a driver, and a session in the MiniBrowser (Safari's engine; it
 * has no headless mode, so both run in a virtual X display). WebdriverIO attaches to that
 * driver over classic WebDriver: the driver refuses WebdriverIO's default BiDi upgrade.
 */
async function launchOnce(proxyAddress: string) {
  const { display, server } = await virtualDisplay();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${String(port)}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display },
  });
  const stopDriver = () => {
    driver.kill("SIGTERM");
    server.kill("SIGTERM");
  };
  try {
    const session = await withinTime(
      (async () => {
        await driverReady(port, driver);
        const capabilities = {
          "wdio:enforceWebDriverClassic": true,
          // No command waits for a page's load event: WebKit's waits for the page's
          // preloads too, which a journey holds back to use the page before the app runs,
          // and a command would wait for them. `goto` waits until the document is parsed.
          pageLoadStrategy: "none" as const,
          proxy: {
            proxyType: "manual" as const,
            httpProxy: proxyAddress,
            sslProxy: proxyAddress,
            noProxy: ["127.0.0.1"],
          },
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        };
        return remote({
          hostname: "127.0.0.1",
          port,
          logLevel: "warn",
          connectionRetryCount: 0,
          capabilities,
        });
      })(),
      SESSION_TIMEOUT_MS,
      "starting WebKitWebDriver and a MiniBrowser session",
    );
    return { session, stopDriver };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/**
 * WebKitGTK's WebDriver and its MiniBrowser, ready for visitors. On a loaded machine the
 * MiniBrowser has, once in many runs, never answered the driver's new-session request; a
 * launch that does not finish in time is stopped (no process left behind) and made again
 * from a fresh display and driver. Tests never retry: only starting the browser does.
 */
export async function launchWebKit(): Promise<WebKit> {
  const state = { imageHosts: "unreachable" as ImageHosts };
  const proxy = imageProxy(() => state.imageHosts);
  const proxyAddress = `127.0.0.1:${String(await listening(proxy))}`;
  const failures: string[] = [];
  while (failures.length < LAUNCH_ATTEMPTS) {
    try {
      const { session, stopDriver } = await launchOnce(proxyAddress);
      return Object.assign(state, {
        session,
        stop: async () => {
          await session.deleteSession().catch(() => undefined);
          stopDriver();
          proxy.close();
        },
      });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      console.warn(`WebKit launch attempt ${String(failures.length)} failed: ${failures.at(-1)}`);
    }
  }
  proxy.close();
  throw new Error(
    `WebKit did not start in ${String(LAUNCH_ATTEMPTS)} attempts: ${failures.join("; ")}`,
  );
}

/**
 * A visitor in a new window of the WebKit session (its own history). A window, not a tab:
 * a background tab gets no rendering updates, so no scroll events and no pointer input.
 */
export async function webkitVisitor(
  webkit: WebKit,
  { baseURL, imageHosts }: Visit,
): Promise<Visitor & { close(): Promise<void> }> {
  const { session } = webkit;
  webkit.imageHosts = imageHosts;
  const first = await session.getWindowHandle();
  const { handle } = await session.createWindow("window");
  await session.switchToWindow(handle);
  const locate = (selector: string) => session.$(selector);
  /**
   * Acts on the element the selector matches, found again if the page replaced it between
   * finding and acting (the app taking over a prerendered screen), as Playwright's
   * locators do; WebDriver otherwise fails with a stale element reference.
   */
  const onFresh = async (selector: string, act: (selector: string) => Promise<void>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await act(selector);
        return;
      } catch (error) {
        const stale = error instanceof Error && /stale element/i.test(error.message);
        if (!stale || attempt === 3) throw error;
      }
    }
  };
  /**
   * Resolves once the page holds another document than the one marked before leaving it,
   * parsed. On a loaded machine WebKitGTK has, a few times a run, run no script in the
   * page for up to about two minutes around a navigation, then carried on (the same
   * outside this suite: docs/testing.md, "WebKit's stall"); the wait is that long, and
   * says so when it is, rather than sending the page anew.
   */
  const parsedNewDocument = async () => {
    const started = Date.now();
    let state = "unknown";
    let said = false;
    while (Date.now() - started < WEBKIT_STALL_MS) {
      // A script run while the page is between documents fails: asked again.
      state = await session
        .execute(() =>
          "productHubLeft" in window || location.protocol === "about:"
            ? "still on the document left"
            : document.readyState === "loading"
              ? "loading"
              : "parsed",
        )
        .catch(() => "between documents");
      if (state === "parsed") break;
      if (!said && Date.now() - started > 10_000) {
        said = true;
        console.warn(`WebKit: no new document parsed after 10 s (${state}); waiting`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (state !== "parsed") {
      throw new Error(
        `no new document parsed within ${String(WEBKIT_STALL_MS / 1000)} s (${state})`,
      );
    }
    if (said) console.warn(`WebKit: the document came after ${String(Date.now() - started)} ms`);
  };
  const keys = {
    Enter: Key.Enter,
    Escape: Key.Escape,
    Tab: Key.Tab,
    ArrowDown: Key.ArrowDown,
    v: "v",
    "/": "/",
  } as const;

  return {
    engine: "webkit",
    // Classic WebDriver has no script that runs before the page's own: the instruments
    // start once the document has been parsed (an error before that shows no catalogue,
    // which every journey checks, and journeys count loading steps from their own
    // actions). With `pageLoadStrategy: "none"`, Navigate To returns as soon as the
    // navigation has started, not at the page's load event, which a journey that holds
    // the page's preloads back would wait for.
    goto: async (path) => {
      await session
        .execute(() => {
          Object.assign(window, { productHubLeft: true });
        })
        .catch(() => undefined);
      await session.navigateTo(new URL(path, baseURL).href);
      await parsedNewDocument();
      await session.execute(instrumentPage, LOADING_LABELS);
    },
    back: async () => {
      await session.back();
    },
    forward: async () => {
      await session.forward();
    },
    url: () => session.getUrl(),
    setViewport: async (width, height) => {
      // The window's size includes its frame: grow it by the difference once measured.
      await session.setWindowSize(width, height);
      const inner = await session.execute(() => [window.innerWidth, window.innerHeight]);
      await session.setWindowSize(
        2 * width - (inner[0] ?? width),
        2 * height - (inner[1] ?? height),
      );
    },
    click: (selector) => onFresh(selector, (fresh) => locate(fresh).click()),
    clickAt: (x, y) =>
      session
        .action("pointer", { parameters: { pointerType: "mouse" } })
        .move({ x, y, origin: "viewport" })
        .down({ button: 0 })
        .up({ button: 0 })
        .perform(),
    focus: async (selector) => {
      await session.execute(
        (element: HTMLElement) => {
          element.focus();
        },
        await locate(selector).getElement(),
      );
    },
    fill: (selector, text) =>
      onFresh(selector, async (fresh) => {
        await locate(fresh).clearValue();
        await locate(fresh).click();
        if (text !== "") await locate(fresh).addValue(text);
      }),
    press: (key, modifier) => session.keys(modifier ? [Key.Ctrl, keys[key]] : [keys[key]]),
    choose: (selector, label) => locate(selector).selectByVisibleText(label),
    // The page's answers here are plain data, which WebdriverIO passes through unchanged.
    evaluate: <Result>(fn: () => Result) => session.execute(fn) as Promise<Result>,
    screenshot: async (selector) => {
      const elementId = await locate(selector).elementId;
      return Buffer.from(await session.takeElementScreenshot(elementId), "base64");
    },
    pageErrors: () => session.execute(recordedPageErrors),
    // A classic WebDriver session acts on one window at a time: two visitors' windows
    // open at once would have each command switch windows first.
    newTab: () => Promise.reject(new Error("WebKit's driver acts on one window at a time")),
    bringToFront: () => session.switchToWindow(handle),
    close: async () => {
      await session.closeWindow();
      await session.switchToWindow(first);
    },
  };
}
