// Servers a test starts and stops itself: to take the network away (offline), to hold a
// request back (holdingServer), or to serve a changed copy of the build (a new version).
// Each serves dist/ (or a copy) as one of the build's servers does: `npm start`'s, nginx
// with deploy/nginx.conf, the edge's runtime with deploy/edge, or a plain static server
// with no rule of ours (Python's), as a bucket or a CDN without rules would.
import { execFileSync, spawn } from "node:child_process";
import { createServer, request } from "node:http";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { PYTHON_PATH } from "../scripts/browsers.mjs";
import { freePort } from "../scripts/free-port.mjs";
import { LOCALES, shellQuery } from "../src/i18n/locales";

export type ServerKind = "node" | "nginx" | "edge" | "static";

export interface RunningServer {
  readonly url: string;
  /** Stops the server and waits until it no longer answers. */
  stop(): Promise<void>;
}

const script = (name: string) => fileURLToPath(new URL(`../scripts/${name}`, import.meta.url));

/** The command of each kind of server: its program and arguments. */
const COMMANDS: Record<ServerKind, (dist: string, port: string) => [string, string[]]> = {
  node: () => [process.execPath, [script("serve.mjs")]],
  nginx: () => [process.execPath, [script("serve-nginx.mjs")]],
  edge: () => [process.execPath, [script("serve-edge.mjs")]],
  static: (dist, port) => [
    PYTHON_PATH,
    ["-m", "http.server", port, "--bind", "127.0.0.1", "--directory", dist],
  ],
};

const DIST = fileURLToPath(new URL("../dist", import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: "HEAD" });
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/**
 * Starts a server of `dist` on a free port, or on the port of `after`, stopped: the same
 * origin, as a server started again.
 */
export async function startServer(
  kind: ServerKind,
  dist = DIST,
  after?: RunningServer,
): Promise<RunningServer> {
  const port = after ? new URL(after.url).port : String(await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [command, args] = COMMANDS[kind](dist, port);
  const child = spawn(command, args, {
    env: { ...process.env, HOST: "127.0.0.1", PORT: port, DIST: dist },
    // Python's server writes a line per request on stderr.
    stdio: ["ignore", "ignore", kind === "static" ? "ignore" : "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await until(() => answers(url), `${kind} answers at ${url}`);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      await until(async () => !(await answers(url)), `${url} is stopped`);
    },
  };
}

/** A copy of the build in a folder of its own; `remove` deletes it. */
export function copyOfBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "product-hub-build-"));
  cpSync(DIST, dir, { recursive: true });
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's prerendered document in every language: index.html, index.fr.html… */
const SHELL = /^index(\.[^/]+)?\.html$/;

/**
 * Turns a copy of the build into its next version, as a redeploy would: the app's
 * document in every language carries `<meta name="product-hub-version" content="…">`
 * (in place of the version before's)
 * (the 404 screens stay: the server reads them into memory when it starts), the
 * worker's lists have their new revisions (scripts/precache.mjs), and the files changed
 * get new compressed copies (the server knows each file's copies from its start).
 */
export function makeNextVersion(dir: string, version: string): void {
  const documents = readdirSync(dir).filter((name) => SHELL.test(name));
  const changed = [...documents, "sw.js"].flatMap((file) =>
    [file, `${file}.gz`, `${file}.br`].map((copy) => join(dir, copy)),
  );
  const before = changed.map((path) => statSync(path).mtimeMs);
  for (const name of documents) {
    const page = join(dir, name);
    writeFileSync(
      page,
      readFileSync(page, "utf8").replace(
        /<head>(<meta name="product-hub-version" content="[^"]*">)?/,
        `<head><meta name="product-hub-version" content="${version}">`,
      ),
    );
  }
  execFileSync(process.execPath, [
    fileURLToPath(new URL("../scripts/precache.mjs", import.meta.url)),
    dir,
  ]);
  for (const file of [...documents, "sw.js"]) compressAgain(dir, file);
  // Dated a second past the version before at least, as a later deployment is: nginx's ETag
  // and Last-Modified count whole seconds, and a version of the same size written in the
  // same second would be answered "304 Not Modified", never seen.
  changed.forEach((path, index) => {
    const seconds = Math.max(Date.now(), (before[index] ?? 0) + 1000) / 1000;
    utimesSync(path, seconds, seconds);
  });
}

/**
 * The next version of the build in `dir`, once `server` serves it (makeNextVersion): each
 * file it changed with a validator of its own. The edge's local runtime takes a changed
 * build up a moment later, and until then sends a changed file with the ETag of the
 * version before, which a browser would answer with what it kept of that version.
 */
export async function deployNextVersion(
  server: RunningServer,
  dir: string,
  version: string,
): Promise<void> {
  const addresses = ["/sw.js", ...LOCALES.map((locale) => `/${shellQuery(locale)}`)];
  const validators = () =>
    Promise.all(
      addresses.map(async (address) =>
        (await fetch(`${server.url}${address}`)).headers.get("etag"),
      ),
    );
  const before = await validators();
  makeNextVersion(dir, version);
  // The runtime closes connections as it takes the build up, and takes up each burst of
  // changes (makeNextVersion writes in several): asked until every validator is new and
  // the same again half a second later.
  let seen = before;
  await until(async () => {
    const now = await validators().catch(() => before);
    const settled = now.every((etag, index) => etag !== before[index] && etag === seen[index]);
    seen = now;
    if (!settled) await new Promise((resolve) => setTimeout(resolve, 500));
    return settled;
  }, `${server.url} serves version ${version}`);
}

/** New compressed copies of a file of a build that a test changed. */
export function compressAgain(dir: string, file: string): void {
  const content = readFileSync(join(dir, file));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
}

/**
 * The paths of the app's scripts: every script of the build but the entry the page loads
 * itself (its `<script type="module">`), which only starts the product worker and imports
 * the app. Held back, they leave the page as it is served, its inline script run, as on a
 * slow line, while the browser still finishes parsing it. Read from the build, not from a
 * chunk's name. A browser opens six connections to a host at most: with six scripts held
 * (the page's preloads and the product worker's), a page the visitor asks for next waits
 * behind them, as it would on such a line.
 */
export function appScripts(dist = DIST): RegExp {
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(
    readFileSync(join(dist, "index.html"), "utf8"),
  )?.[1];
  if (entry === undefined) throw new Error("the built page has no module script");
  const escaped = entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(?!${escaped}(\\?|$))/assets/[^?]+\\.js(\\?|$)`);
}

/** A server in front of another whose answers to some paths wait until `release`. */
export interface HoldingServer extends RunningServer {
  release(): void;
}

/**
 * Passes every request on to `server`, holding those whose path matches `held` until
 * `release` is called, or until the catalogue's page is asked for a second time (the
 * visitor went on to another page, which a driver may wait to see loaded: WebKit's does):
 * a request held back that every engine's driver can make wait (not all can hold one),
 * e.g. the app's code, to use the page before it runs.
 */
export async function holdingServer(server: RunningServer, held: RegExp): Promise<HoldingServer> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pages = 0;
  const proxy = await proxyOf(server, (path, pass) => {
    if (/^\/(\?|$)/.test(path) && (pages += 1) > 1) release();
    if (held.test(path)) void released.then(pass);
    else pass();
  });
  return {
    ...proxy,
    release,
    async stop() {
      release();
      await proxy.stop();
    },
  };
}

/** A server in front of another that drops the connection of some requests until `heal`. */
export interface FlakyServer extends RunningServer {
  heal(): void;
}

/**
 * Passes every request on to `server`, but drops the connection of those whose path
 * matches `failed` until `heal` is called: a line that fails some requests, which every
 * engine's driver sees alike (not all can fail one themselves).
 */
export async function flakyServer(server: RunningServer, failed: RegExp): Promise<FlakyServer> {
  let healed = false;
  const proxy = await proxyOf(server, (path, pass, drop) => {
    if (!healed && failed.test(path)) drop();
    else pass();
  });
  return {
    ...proxy,
    heal: () => {
      healed = true;
    },
  };
}

/**
 * A proxy of `server` on a free port; `route` decides, for each request's path, when to
 * pass it on (`pass`) or to drop its connection (`drop`).
 */
async function proxyOf(
  server: RunningServer,
  route: (path: string, pass: () => void, drop: () => void) => void,
): Promise<RunningServer> {
  const target = new URL(server.url);
  const proxy = createServer((incoming, outgoing) => {
    const pass = () => {
      const forwarded = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      incoming.pipe(forwarded);
    };
    route(incoming.url ?? "", pass, () => {
      incoming.socket.destroy();
    });
  });
  const port = String(await freePort());
  await new Promise<void>((resolve) => proxy.listen(Number(port), "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
