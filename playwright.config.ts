import { defineConfig } from "@playwright/test";
import { WEBKIT_STALL_MS, type Engine } from "./e2e/engines/visitor";
import type { ServerKind } from "./e2e/servers";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/browsers.mjs";
import { freePort } from "./scripts/free-port.mjs";

// Workers re-read this file; the port chosen by the main process reaches them through env.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_NGINX_PORT ??= String(await freePort());
process.env.E2E_EDGE_PORT ??= String(await freePort());
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const nginxPort = process.env.E2E_NGINX_PORT;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const edgePort = process.env.E2E_EDGE_PORT;
const edgeURL = `http://127.0.0.1:${edgePort}`;

/**
 * Tests that generate or measure at scale: not a default project, run alone after all the
 * others by scripts/e2e.mjs, whatever their result.
 */
const HEAVY = ["**/scale.spec.ts", "**/soak.spec.ts"];
const JOURNEYS = "**/journeys.spec.ts";

const journeysIn = (engine: Engine) => ({
  name: engine,
  testMatch: JOURNEYS,
  // A rule every engine runs alike is walked in Chromium only (journeys.spec.ts, RULE).
  grepInvert: engine === "chromium" ? undefined : /@rule/,
  use: { engine },
  // One browser at a time per engine: each worker starts its own.
  workers: 1,
  // Room for one stall of WebKit's in a journey (webkit.ts).
  ...(engine === "webkit" ? { timeout: 60_000 + WEBKIT_STALL_MS } : {}),
});

export default defineConfig<{ serverKind: ServerKind }, { engine: Engine }>({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report, where scripts/e2e.mjs asks for one, gives its closing count.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [["list"], ["json"]] : [["list"]],
  // Waits end as soon as what they wait for is there; the limits only catch a hang, and
  // are wide because other browsers share the machine's two cores.
  timeout: 60_000,
  // A screen differs when more than 200 pixels differ by more than 0.1 in colour: the same
  // build's screens differ by up to about 80 at 0, and Playwright's default (0.2, as a
  // ratio of 0.2 %) let a dropdown 90 px wider pass on the light page.
  expect: { timeout: 20_000, toHaveScreenshot: { threshold: 0.1, maxDiffPixels: 200 } },
  // One browser on one kind of machine: no platform suffix on the reference images.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace: recording one (a screencast and a DOM snapshot per action) cost a quarter
    // of Chromium's test time, and the layouts it forced hid two of the tests' own races
    // (docs/testing.md). A failure keeps its screenshot and page snapshot; `--trace=on`
    // records a trace when one is wanted.
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium-details", testIgnore: [...HEAVY, JOURNEYS] },
    // The build served by nginx with deploy/nginx.conf and by the edge's runtime with
    // deploy/edge, each checked as `npm start` is: all of server.spec.ts, and of the offline
    // worker what depends on the server (@server). The rest of the app's behaviour is the
    // same whatever serves the files, and runs once above.
    ...(["nginx", "edge"] as const).map((serverKind) => ({
      name: serverKind,
      testMatch: ["**/server.spec.ts", "**/offline.spec.ts"],
      grep: [/(^|\s)server\.spec\.ts\s/, /@server/],
      use: { baseURL: serverKind === "nginx" ? nginxURL : edgeURL, serverKind },
    })),
    journeysIn("chromium"),
    journeysIn("firefox"),
    journeysIn("webkit"),
    {
      name: "heavy",
      testMatch: HEAVY,
      default: false,
      workers: 1,
      fullyParallel: false,
      // Generous: these wait for 100,000 products or 500 filter cycles on a shared machine.
      timeout: 600_000,
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: baseURL,
      env: { HOST: "127.0.0.1", PORT: port },
      reuseExistingServer: false,
    },
    {
      command: "node scripts/serve-nginx.mjs",
      url: nginxURL,
      env: { HOST: "127.0.0.1", PORT: nginxPort },
      reuseExistingServer: false,
      // Asked to stop, not killed: it removes the folder nginx wrote in (serve-nginx.mjs).
      gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
    },
    {
      command: "node scripts/serve-edge.mjs",
      url: edgeURL,
      env: { HOST: "127.0.0.1", PORT: edgePort },
      reuseExistingServer: false,
      // Asked to stop, as nginx: it removes the folder wrangler kept its state in.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
    },
  ],
});
