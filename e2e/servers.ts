// Servers a test starts and stops itself: to take the network away (offline), to hold a
// request back (holdingServer), or to serve a changed copy of the build (a new version).
// Each serves dist/ (or a copy) with `npm start`'s server or with nginx and
// deploy/nginx.conf.
import { execFileSync, spawn } from "node:child_process";
import { createServer, request } from "node:http";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { freePort } from "../scripts/free-port.mjs";

export type ServerKind = "node" | "nginx";

export interface RunningServer {
  readonly url: string;
  /** Stops the server and waits until it no longer answers. */
  stop(): Promise<void>;
}

const SCRIPTS: Record<ServerKind, string> = {
  node: fileURLToPath(new URL("../scripts/serve.mjs", import.meta.url)),
  nginx: fileURLToPath(new URL("../scripts/serve-nginx.mjs", import.meta.url)),
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
  const child = spawn(process.execPath, [SCRIPTS[kind]], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: port, DIST: dist },
    stdio: ["ignore", "ignore", "inherit"],
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
 * (the 404 screens stay: the server reads them into memory when it starts), the
 * worker's lists have their new revisions (scripts/precache.mjs), and the files changed
 * get new compressed copies (the server knows each file's copies from its start).
 */
export function makeNextVersion(dir: string, version: string): void {
  const documents = readdirSync(dir).filter((name) => SHELL.test(name));
  for (const name of documents) {
    const page = join(dir, name);
    writeFileSync(
      page,
      readFileSync(page, "utf8").replace(
        "<head>",
        `<head><meta name="product-hub-version" content="${version}">`,
      ),
    );
  }
  execFileSync(process.execPath, [
    fileURLToPath(new URL("../scripts/precache.mjs", import.meta.url)),
    dir,
  ]);
  for (const file of [...documents, "sw.js"]) compressAgain(dir, file);
}

/** New compressed copies of a file of a build that a test changed. */
export function compressAgain(dir: string, file: string): void {
  const content = readFileSync(join(dir, file));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
}

/** A server in front of another whose answers to some paths wait until `release`. */
export interface HoldingServer extends RunningServer {
  release(): void;
}

/**
 * Passes every request on to `server`, holding those whose path matches `held` until
 * `release` is called: a request held back that every engine's driver can make wait (not
 * all can hold one), e.g. the app's code, to look at the page before it runs.
 */
export async function holdingServer(server: RunningServer, held: RegExp): Promise<HoldingServer> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
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
    if (held.test(incoming.url ?? "")) void released.then(pass);
    else pass();
  });
  const port = String(await freePort());
  await new Promise<void>((resolve) => proxy.listen(Number(port), "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    async stop() {
      release();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
