// Counts the bytes a first visit moves over the wire, the page's and its offline worker's
// together: a TCP proxy (counting-proxy.mjs) in front of the production server
// (`npm start`'s, or nginx with `--nginx`) sums every byte it passes each way while
// Chromium, with a fresh profile, opens the page and waits until the worker is installed,
// controls the page and the network has been quiet for two seconds. Pictures come from
// other hosts and are not counted. `node scripts/first-visit-bytes.mjs [path] [--nginx]`
// after `npm run build:bundle`, e.g. `/?locale=fr`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browsers.mjs";
import { countingProxy } from "./counting-proxy.mjs";
import { freePort } from "./free-port.mjs";

const QUIET_MS = 2000;
const args = process.argv.slice(2);
const path = args.find((arg) => arg.startsWith("/")) ?? "/";
const script = args.includes("--nginx") ? "serve-nginx.mjs" : "serve.mjs";

const serverPort = await freePort();
const server = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(serverPort) },
  stdio: ["ignore", "ignore", "inherit"],
});
for (;;) {
  const answering = await fetch(`http://127.0.0.1:${String(serverPort)}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (answering) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const proxy = await countingProxy(serverPort);

// Other hosts (the pictures') are unreachable. Not with Playwright's routes: they turn
// the browser's HTTP cache off, where the worker finds the files the page has fetched.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(proxy.url + path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
    });
  });
  while (Date.now() - proxy.lastByteAt() < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const { target, status, bytes } of proxy.answers()) {
    console.log(`${String(bytes).padStart(8)}  ${status}  ${target ?? "?"}`);
  }
  const down = proxy.received();
  const up = proxy.sent();
  console.log(
    `first visit of ${path} (${script}): ${(down / 1000).toFixed(1)} kB from the server, ${(up / 1000).toFixed(1)} kB to it, ${((down + up) / 1000).toFixed(1)} kB in all`,
  );
} finally {
  await browser.close();
  proxy.close();
  server.kill("SIGTERM");
}
