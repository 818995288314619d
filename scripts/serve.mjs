// Serves the production build in dist/ (docs/deploy.md; why `send`: ADR 15), by the table
// of addresses every server keeps (addresses.mjs): "/" is the app; every other path that
// is not a file of dist/ gets the app's 404 screen, prerendered (dist/404.html), with
// status 404, so the status and the screen agree before and after the JavaScript runs.
// Both come in the language `?locale=` names, as the app reads it (ADR 17).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, ServerResponse, STATUS_CODES } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { contentType } from "mime-types";
import Negotiator from "negotiator";
import send from "send";
import { ALLOWED_METHODS, answerTo, isAddress, notFound } from "./addresses.mjs";
import {
  CACHE_CONTROL,
  cacheControlFor,
  pageScriptSource,
  securityHeaders,
} from "./response-headers.mjs";
import { languageOf, SHELL_FILE } from "./locale-shells.mjs";

/** @typedef {import("node:http").IncomingMessage} Request */

// DIST: another build, such as the e2e suite's copies of this one.
const dist = process.env.DIST || fileURLToPath(new URL("../dist", import.meta.url));
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No production build in ${dist}: run "npm run build" first.`);
  process.exit(1);
}

const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 4173);

/** What scripts/compress-dist.mjs writes beside each text file, by content coding. */
const SUFFIXES = new Map([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

/**
 * @typedef {object} DistFile
 * @property {string} path its path under dist/, as a URL path ("/assets/main-abc.js")
 * @property {string[]} encodings the precompressed copies beside it, best first
 */

/** @param {string} dir @returns {string[]} */
const filesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * Every address the server answers with a file, read once from the build: a request is
 * looked up here and never becomes a file system path, so no path can reach outside dist/
 * or a precompressed copy by its name. The HTML files are answers, not addresses: the app
 * is "/", the 404 screen is what any other path gets, each in its languages.
 * @type {Map<string, DistFile>}
 */
const addresses = new Map();
/**
 * The app's shell (`index`) and the 404 screen's (`404`), by language ("" for English).
 * @type {Map<string, DistFile>}
 */
const shells = new Map();
for (const file of filesIn(dist)) {
  const path = `/${relative(dist, file).split(sep).join("/")}`;
  if ([...SUFFIXES.values()].some((suffix) => path.endsWith(suffix))) continue;
  const encodings = [...SUFFIXES].filter(([, suffix]) => existsSync(file + suffix));
  const distFile = { path, encodings: encodings.map(([encoding]) => encoding) };
  const shell = SHELL_FILE.exec(path);
  if (shell) shells.set(`${shell[1] ?? ""}:${languageOf(shell[2] ?? "")}`, distFile);
  else if (isAddress(path)) addresses.set(path, distFile);
}

/**
 * The shell `name` ("index" or "404") in `language` ("fr"), or in English.
 * @param {string} name @param {string} language
 */
const shellFor = (name, language) => shells.get(`${name}:${language}`) ?? shells.get(`${name}:`);

/** The security headers, with the hash of the script of the page this server serves. */
const SECURITY_HEADERS = securityHeaders(
  await pageScriptSource(readFileSync(`${dist}/index.html`, "utf8")),
);

/**
 * Each 404 screen in each coding, sent from memory: an answer has no ranges or ETag.
 * @type {Map<string, Buffer>} keyed by the shell's path and the coding
 */
const notFoundPages = new Map(
  [...shells.values()]
    .filter(({ path }) => path.startsWith("/404"))
    .flatMap(({ path }) =>
      ["identity", ...SUFFIXES.keys()].map((encoding) => [
        `${path}:${encoding}`,
        readFileSync(`${dist}${path}${SUFFIXES.get(encoding) ?? ""}`),
      ]),
    ),
);

/**
 * negotiator 1.x breaks a tie of q-values by the server's preference (brotli is smaller);
 * @types/negotiator 0.6 does not know that argument yet.
 * @type {(this: Negotiator, available: string[], options: { preferred: string[] }) => string[]}
 */
const encodingsByPreference = Negotiator.prototype.encodings;

/**
 * The content coding to send, honouring the client's q-values (q=0 refuses one). With none
 * acceptable the file goes as it is, as RFC 9110 (section 12.5.3) advises.
 * @param {Request} req @param {string[]} available best first
 */
function chooseEncoding(req, available) {
  const offered = [...available, "identity"];
  const [chosen = "identity"] = encodingsByPreference.call(new Negotiator(req), offered, {
    preferred: offered,
  });
  return chosen;
}

/**
 * An answer of its status line alone (an error, a redirect), in plain text, with the
 * security headers already set: with no body and no type, a browser sent to a missing
 * file (an old link to a script) saved it as a download rather than saying it is missing.
 * @param {ServerResponse} res @param {number} status
 * @param {Record<string, string>} [headers]
 */
function plain(res, status, headers = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // send may have described the file before it found the request unsatisfiable.
  for (const name of ["Content-Type", "Content-Encoding", "ETag", "Last-Modified"]) {
    res.removeHeader(name);
  }
  res.setHeader("Cache-Control", CACHE_CONTROL.other);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  const body = Buffer.from(`${String(status)} ${STATUS_CODES[status] ?? ""}\n`);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  // Node sends no body in answer to HEAD.
  res.end(body);
}

/**
 * The 404 screen in its language, from memory: an answer of its own, with no ranges or ETag.
 * @param {Request} req @param {ServerResponse} res @param {import("./addresses.mjs").NotFound} answer
 */
function sendNotFound(req, res, { language, plain: isPlain }) {
  if (isPlain) {
    plain(res, 404);
    return;
  }
  const encoding = chooseEncoding(req, [...SUFFIXES.keys()]);
  const body =
    notFoundPages.get(`${shellFor("404", language)?.path}:${encoding}`) ?? Buffer.alloc(0);
  res.statusCode = 404;
  res.setHeader("Cache-Control", CACHE_CONTROL.other);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A file of the build, in the coding the client takes best.
 * @param {Request} req @param {ServerResponse} res @param {DistFile} file
 * @param {string} cacheControl
 */
function sendFile(req, res, file, cacheControl) {
  const encoding = chooseEncoding(req, file.encodings);
  res.setHeader("Cache-Control", cacheControl);
  // send would name a ".br" file's type after its suffix: the type is the original's.
  res.setHeader("Content-Type", contentType(extname(file.path)) || "application/octet-stream");
  if (file.encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  // send answers HEAD, ranges (416 when unsatisfiable, a malformed Range ignored) and
  // conditional requests (ETag, Last-Modified, 304, 412).
  send(req, encodeURI(file.path + (SUFFIXES.get(encoding) ?? "")), {
    root: dist,
    cacheControl: false,
    dotfiles: "allow",
    index: false,
  })
    .on("error", (/** @type {{ status?: number, headers?: Record<string, string> }} */ error) => {
      plain(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

/** @param {Request} req @param {ServerResponse} res */
function answer(req, res) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.httpVersion === "1.1" && req.headers.host === undefined) {
    plain(res, 400);
    return;
  }
  // The raw target, not a parsed URL: "//[" is no URL, and "//host" would read as a host.
  // A target in absolute form ("http://host/path", which a server must accept) is its path.
  const raw = req.url ?? "";
  const authority = /^https?:\/\/[^/?#]*/i.exec(raw)?.[0] ?? "";
  const rest = raw.slice(authority.length);
  const target = authority === "" || rest.startsWith("/") ? rest : `/${rest}`;
  const decided = answerTo(req.method ?? "", target);
  switch (decided.kind) {
    case "refused":
      plain(res, decided.status, decided.status === 405 ? { Allow: ALLOWED_METHODS } : {});
      return;
    case "redirect":
      plain(res, 301, { Location: decided.location });
      return;
    case "not-found":
      sendNotFound(req, res, decided);
      return;
    case "page": {
      const page = shellFor("index", decided.language);
      if (page) sendFile(req, res, page, CACHE_CONTROL.other);
      else plain(res, 500);
      return;
    }
    case "file": {
      const file = addresses.get(decided.path);
      if (file) sendFile(req, res, file, cacheControlFor(decided.path));
      else sendNotFound(req, res, notFound(decided.path, decided.query));
    }
  }
}

// Node would answer a request without Host, or with an Expect it does not know, itself,
// without the security headers: answered here, with them.
const server = createServer({ requireHostHeader: false }, (req, res) => {
  try {
    answer(req, res);
  } catch (error) {
    // Whatever a request looks like, it never stops the server for everyone else.
    console.error(error);
    plain(res, 400);
  }
});

server.on("checkExpectation", (_req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  plain(res, 417);
});

/** Node's own status for a request it cannot parse; 400 for the others. */
const CLIENT_ERROR_STATUS = new Map([
  ["HPE_HEADER_OVERFLOW", 431],
  ["HPE_CHUNK_EXTENSIONS_OVERFLOW", 413],
  ["ERR_HTTP_REQUEST_TIMEOUT", 408],
]);

// Node answers such a request itself, without the security headers: the same answer with them.
server.on("clientError", (error, socket) => {
  const code = "code" in error ? String(error.code) : "";
  // As Node does: nothing is written over a response already on its way.
  const inFlight =
    "_httpMessage" in socket &&
    socket._httpMessage instanceof ServerResponse &&
    socket._httpMessage.headersSent;
  if (code === "ECONNRESET" || !socket.writable || inFlight) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS.get(code) ?? 400;
  const headers = { ...SECURITY_HEADERS, "Cache-Control": CACHE_CONTROL.other };
  socket.end(
    [
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ""}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "Content-Length: 0",
      "Connection: close",
      "\r\n",
    ].join("\r\n"),
  );
});

// Room for many clients connecting at once: beyond the queue of connections not yet
// accepted (Node's 511 by default), the system drops them unanswered.
server.listen({ port, host, backlog: 4096 }, () => {
  console.log(`Product Hub is served at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
