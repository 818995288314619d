// The table of addresses that every server of the build keeps (docs/deploy.md): what a
// request gets, decided from its method and target alone. `npm start` (serve.mjs) and the
// edge's worker (deploy/edge/worker.ts) run it; deploy/nginx.conf is written to match it.
// Plain JavaScript with no Node import, so that the worker's bundle can hold it.
import { languageOf, shellLanguage, SHELL_FILE } from "./locale-shells.mjs";

/** The only methods a server answers; any other gets 405. */
export const ALLOWED_METHODS = "GET, HEAD";

/** Vite fingerprints every file it writes under this path: a changed file gets a new name. */
export const HASHED_PREFIX = "/assets/";

/** The file in dist/ where static hosts read the headers (scripts/static-host-rules.mjs). */
export const HEADERS_FILE = "/_headers";

/**
 * @typedef {{ kind: "refused", status: 400 | 405 }
 *   | { kind: "redirect", location: string }
 *   | { kind: "page", language: string }
 *   | { kind: "file", path: string, query: string }
 *   | NotFound} Answer
 * "page" is the app's document in a language ("" for English); "file" is a file of the
 * build at that path if there is one, and otherwise `notFound(path, query)`.
 *
 * @typedef {{ kind: "not-found", language: string, plain: boolean }} NotFound
 * The 404 screen in a language, or a plain 404 for a missing fingerprinted file.
 */

/**
 * What a path that names nothing gets: the 404 screen in the language the query names, or
 * under /assets/ a plain 404 (an old link to a script, which a browser shows rather than
 * saves).
 * @param {string} path @param {string} query what follows "?"
 * @returns {NotFound}
 */
export const notFound = (path, query) => ({
  kind: "not-found",
  language: shellLanguage(query),
  plain: path.startsWith(HASHED_PREFIX),
});

/**
 * Whether a file of the build is served at its path. The documents are answers, not
 * addresses (the app is "/", the 404 screen what any other path gets); nor are the
 * compressed copies, the build's dot folders (.vite/) or the static hosts' headers file.
 * @param {string} path a decoded URL path
 */
export const isAddress = (path) =>
  !SHELL_FILE.test(path) &&
  !/\.(br|gz)$/.test(path) &&
  !path.includes("/.") &&
  path !== HEADERS_FILE;

/**
 * What a request gets.
 * @param {string} method
 * @param {string} target the request's target in origin form: its path and query
 * @returns {Answer}
 */
export function answerTo(method, target) {
  if (method !== "GET" && method !== "HEAD") return { kind: "refused", status: 405 };
  if (!target.startsWith("/")) return { kind: "refused", status: 400 };
  // "//?seed=42" (a base URL joined with "/") means "/?seed=42". The Location keeps one
  // slash and no backslash after it, which a browser would read as "//": never off-site.
  const extraSlashes = /^\/[/\\]+/.exec(target);
  if (extraSlashes) {
    return { kind: "redirect", location: `/${target.slice(extraSlashes[0].length)}` };
  }
  const [rawPath = ""] = target.split("?", 1);
  const query = target.slice(rawPath.length + 1);
  // An encoded slash names no address: "/%2F" is not "/", nor "/assets%2Fa.js" a file.
  if (/%2f/i.test(rawPath)) return notFound(rawPath, query);
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // "/%" or "/%C0%AF" names no file: the page that says so, as for any unknown path.
    return notFound(rawPath, query);
  }
  if (path === "/") return { kind: "page", language: shellLanguage(query) };
  return isAddress(path) ? { kind: "file", path, query } : notFound(path, query);
}

/**
 * The path in dist/ of a document ("index" for the app, "404" for the 404 screen) in a
 * language, among the build's `tags` ("fr", "zh-CN"; English's has none), or English's.
 * @param {"index" | "404"} name @param {string} language @param {readonly string[]} tags
 */
export function documentPath(name, language, tags) {
  const tag = tags.find((candidate) => candidate !== "en" && languageOf(candidate) === language);
  return `/${name}${tag ? `.${tag}` : ""}.html`;
}
