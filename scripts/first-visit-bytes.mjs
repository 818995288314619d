// Counts the bytes a first visit moves over the wire, the page's and its offline worker's
// together: a TCP proxy in front of the production server (`npm start`'s, or nginx with
// `--nginx`) sums every byte it passes each way while Chromium, with a fresh profile,
// opens the page and waits until the worker is installed, controls the page and the
// network has been quiet for two seconds. Pictures come from other hosts and are not
// counted. `node scripts/first-visit-bytes.mjs [path] [--nginx]` after `npm run build:bundle`,
// e.g. `/?locale=fr`.
import { spawn } from "node:child_process";
import { createConnection, createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browsers.mjs";
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

let down = 0;
let up = 0;
let lastByteAt = Date.now();
/**
 * Each answer, in the order the server sent it: its request's target, status and bytes.
 * @type {{ target: string | undefined, status: string, bytes: number }[]}
 */
const answers = [];
const proxy = createServer((client) => {
  const upstream = createConnection(serverPort, "127.0.0.1");
  /** @type {string[]} */
  const asked = [];
  let unread = Buffer.alloc(0);
  client.on("data", (chunk) => {
    up += chunk.length;
    lastByteAt = Date.now();
    for (const [, target = ""] of chunk.toString("latin1").matchAll(/^[A-Z]+ (\S+) HTTP/gm)) {
      asked.push(target);
    }
  });
  upstream.on("data", (chunk) => {
    down += chunk.length;
    lastByteAt = Date.now();
    // Answers follow one another on a connection: a head, then Content-Length bytes.
    unread = Buffer.concat([unread, chunk]);
    for (;;) {
      const end = unread.indexOf("\r\n\r\n");
      if (end < 0) break;
      const head = unread.subarray(0, end).toString("latin1");
      const length = Number(/^content-length: *(\d+)/im.exec(head)?.[1] ?? 0);
      if (unread.length < end + 4 + length) break;
      answers.push({ target: asked.shift(), status: head.slice(9, 12), bytes: end + 4 + length });
      unread = unread.subarray(end + 4 + length);
    }
  });
  client.pipe(upstream).pipe(client);
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
});
const proxyPort = await freePort();
await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", () => resolve(undefined)));
const origin = `http://127.0.0.1:${String(proxyPort)}`;

// Other hosts (the pictures') are unreachable. Not with Playwright's routes: they turn
// the browser's HTTP cache off, where the worker finds the files the page has fetched.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
    });
  });
  while (Date.now() - lastByteAt < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  for (const { target, status, bytes } of answers) {
    console.log(`${String(bytes).padStart(8)}  ${status}  ${target ?? "?"}`);
  }
  console.log(
    `first visit of ${path} (${script}): ${(down / 1000).toFixed(1)} kB from the server, ${(up / 1000).toFixed(1)} kB to it, ${((down + up) / 1000).toFixed(1)} kB in all`,
  );
} finally {
  await browser.close();
  proxy.close();
  server.kill("SIGTERM");
}
