// WebKitGTK's stall, outside the test suite: a bare WebDriver session of the MiniBrowser
// opens a new window N times, sends it to a URL with Navigate To and times how long the
// page takes to hold a parsed document, then closes it. On a loaded machine a few of
// several hundred have run no script for about two minutes (docs/testing.md, "WebKit's
// stall"). Usage, with a server running: node scripts/webkit-stall.mjs URL [windows]
import { spawn } from "node:child_process";
import { remote } from "webdriverio";
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from "./browsers.mjs";
import { freePort } from "./free-port.mjs";

const [url, count = "100"] = process.argv.slice(2);
if (!url) throw new Error("usage: node scripts/webkit-stall.mjs URL [windows]");

const xvfb = spawn(XVFB_PATH, ["-displayfd", "3", "-nolisten", "tcp"], {
  stdio: ["ignore", "ignore", "ignore", "pipe"],
});
const display = await new Promise((resolve) => {
  xvfb.stdio[3]?.once("data", (/** @type {Buffer} */ data) => {
    resolve(`:${data.toString().trim()}`);
  });
});
const port = await freePort();
const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${String(port)}`], {
  stdio: "ignore",
  env: { ...process.env, DISPLAY: String(display) },
});
await new Promise((resolve) => setTimeout(resolve, 2000));
const capabilities = {
  "wdio:enforceWebDriverClassic": true,
  pageLoadStrategy: /** @type {const} */ ("none"),
  "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
};
const session = await remote({ hostname: "127.0.0.1", port, logLevel: "error", capabilities });

const first = await session.getWindowHandle();
/** @type {number[]} */
const times = [];
for (let visit = 0; visit < Number(count); visit += 1) {
  const { handle } = await session.createWindow("window");
  await session.switchToWindow(handle);
  await session.navigateTo(url);
  const started = Date.now();
  for (;;) {
    const state = await session
      .execute('return location.protocol === "about:" ? "blank" : document.readyState')
      .catch(() => "no script ran");
    if (state === "interactive" || state === "complete") break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  times.push(Date.now() - started);
  if ((times.at(-1) ?? 0) > 10_000) {
    console.log(`window ${String(visit)}: parsed after ${String(times.at(-1))} ms`);
  }
  await session.closeWindow();
  await session.switchToWindow(first);
}
const sorted = times.toSorted((a, b) => a - b);
console.log(
  `${String(times.length)} windows: median ${String(sorted[Math.floor(sorted.length / 2)])} ms, ` +
    `over 10 s: ${String(times.filter((time) => time > 10_000).length)}, longest ${String(sorted.at(-1))} ms`,
);
await session.deleteSession();
driver.kill();
xvfb.kill();
