// The edge's worker: Cloudflare Workers keeps the build's files (its static assets) and
// runs this in front of every request, with the table of addresses and the headers that
// `npm start` and nginx keep too (scripts/addresses.mjs, scripts/response-headers.mjs).
// It asks nothing of the network: every answer is a file of the build or its own.
import { ALLOWED_METHODS, answerTo, notFound, type NotFound } from "../../scripts/addresses.mjs";
import { languageOf } from "../../scripts/locale-shells.mjs";
import {
  CACHE_CONTROL,
  cacheControlFor,
  pageScriptSource,
  securityHeaders,
} from "../../scripts/response-headers.mjs";
import { LOCALES } from "../../src/i18n/locales";

interface Env {
  readonly ASSETS: Fetcher;
}

/**
 * The path in the build of a document ("index", the app, or "404", the 404 screen) in a
 * language ("fr"), or English's.
 */
function documentPath(name: "index" | "404", language: string): string {
  const locale = LOCALES.find(({ tag }) => tag !== "en" && languageOf(tag) === language);
  return `/${name}${locale ? `.${locale.tag}` : ""}.html`;
}

/** A file of the build, asked with the request's own method and headers. */
const asset = (env: Env, request: Request, path: string) =>
  env.ASSETS.fetch(new Request(new URL(path, request.url), request));

/**
 * The security headers, with the hash of the script of the page this build serves: read
 * once per instance of the worker, and again after a failure.
 */
let headersOfThisBuild: Promise<Record<string, string>> | undefined;
function buildHeaders(env: Env, request: Request): Promise<Record<string, string>> {
  headersOfThisBuild ??= (async () => {
    const page = await env.ASSETS.fetch(new URL("/index.html", request.url));
    if (!page.ok) throw new Error(`the build's page answered ${String(page.status)}`);
    return securityHeaders(await pageScriptSource(await page.text()));
  })().catch((error: unknown) => {
    headersOfThisBuild = undefined;
    throw error;
  });
  return headersOfThisBuild;
}

/** An answer of its status line alone, in plain text, as `npm start` gives one. */
function plain(status: number, statusText: string, headers: Record<string, string> = {}) {
  return new Response(`${String(status)} ${statusText}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...headers },
  });
}

/** The 404 screen in its language, or a plain 404 for a missing fingerprinted file. */
async function notFoundAnswer(env: Env, request: Request, { language, plain: isPlain }: NotFound) {
  if (isPlain) return plain(404, "Not Found");
  // The whole screen, whatever the request's validators or range.
  const screen = await env.ASSETS.fetch(
    new Request(new URL(documentPath("404", language), request.url), {
      method: request.method,
      headers: { "Accept-Encoding": request.headers.get("Accept-Encoding") ?? "" },
    }),
  );
  return new Response(screen.body, { status: 404, headers: screen.headers });
}

/**
 * What the table of addresses says the request gets, and its Cache-Control: a year for a
 * fingerprinted file, and for everything else (errors and redirects included) a question
 * to the server on every use, so that a release needs no purge.
 */
async function answer(request: Request, env: Env): Promise<[Response, string]> {
  const [response, cacheControl = CACHE_CONTROL.other] = await decide(request, env);
  return [response, response.ok || response.status === 304 ? cacheControl : CACHE_CONTROL.other];
}

async function decide(request: Request, env: Env): Promise<[Response, string?]> {
  const url = new URL(request.url);
  const decided = answerTo(request.method, `${url.pathname}${url.search}`);
  switch (decided.kind) {
    case "refused":
      return [
        decided.status === 405
          ? plain(405, "Method Not Allowed", { Allow: ALLOWED_METHODS })
          : plain(400, "Bad Request"),
      ];
    case "redirect":
      return [new Response(null, { status: 301, headers: { Location: decided.location } })];
    case "not-found":
      return [await notFoundAnswer(env, request, decided)];
    case "page":
      return [await asset(env, request, documentPath("index", decided.language))];
    case "file": {
      const file = await asset(env, request, decided.path);
      return file.status === 404
        ? [await notFoundAnswer(env, request, notFound(decided.path, decided.query))]
        : [file, cacheControlFor(decided.path)];
    }
  }
}

export default {
  async fetch(request, env) {
    const [answered, cacheControl] = await answer(request, env);
    const response = new Response(answered.body, answered);
    for (const [name, value] of Object.entries(await buildHeaders(env, request))) {
      response.headers.set(name, value);
    }
    response.headers.set("Cache-Control", cacheControl);
    // The runtime compresses what it sends as the request accepts.
    response.headers.set("Vary", "Accept-Encoding");
    return response;
  },
} satisfies ExportedHandler<Env>;
