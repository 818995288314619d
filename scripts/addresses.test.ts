import { describe, expect, it } from "vitest";
import { answerTo, isAddress, notFound } from "./addresses.mjs";

describe("the table of addresses every server keeps", () => {
  it.each([
    ["GET", "/", { kind: "page", language: "" }],
    ["HEAD", "/?seed=42&locale=he%2DIL", { kind: "page", language: "he" }],
    ["GET", "/?Locale=fr", { kind: "page", language: "" }],
    ["GET", "/robots.txt", { kind: "file", path: "/robots.txt", query: "" }],
    ["GET", "/%72obots.txt?x", { kind: "file", path: "/robots.txt", query: "x" }],
    // A file if the build has it: the server looks it up.
    ["GET", "/no-such-page?locale=fr", { kind: "file", path: "/no-such-page", query: "locale=fr" }],
    // The documents are answers, not addresses; nor are the copies or the build's files.
    ["GET", "/index.html", { kind: "not-found", language: "", plain: false }],
    ["GET", "/index.fr.html", { kind: "not-found", language: "", plain: false }],
    ["GET", "/404.html?locale=he", { kind: "not-found", language: "he", plain: false }],
    ["GET", "/%34%30%34.html", { kind: "not-found", language: "", plain: false }],
    ["GET", "/robots.txt.br", { kind: "not-found", language: "", plain: false }],
    ["GET", "/assets/main-a1.js.gz", { kind: "not-found", language: "", plain: true }],
    ["GET", "/.vite/manifest.json", { kind: "not-found", language: "", plain: false }],
    ["GET", "/_headers", { kind: "not-found", language: "", plain: false }],
    // An encoded slash, or no valid percent-encoding, names nothing.
    ["GET", "/%2F?seed=42", { kind: "not-found", language: "", plain: false }],
    ["GET", "/assets%2Fmain.js", { kind: "not-found", language: "", plain: false }],
    ["GET", "/%", { kind: "not-found", language: "", plain: false }],
    ["GET", "/%C0%AF?locale=da", { kind: "not-found", language: "da", plain: false }],
    // Two or more leading slashes or backslashes: one, the query kept, never a host.
    ["GET", "//?seed=42", { kind: "redirect", location: "/?seed=42" }],
    ["GET", "///a//b?q=1", { kind: "redirect", location: "/a//b?q=1" }],
    ["GET", "/\\\\evil.example", { kind: "redirect", location: "/evil.example" }],
    ["POST", "/", { kind: "refused", status: 405 }],
    ["OPTIONS", "/robots.txt", { kind: "refused", status: 405 }],
    ["GET", "*", { kind: "refused", status: 400 }],
  ] as const)("%s %s", (method, target, answer) => {
    expect(answerTo(method, target)).toEqual(answer);
  });

  it("gives a path the build has no file at its 404 screen, or a plain 404 under /assets/", () => {
    expect(notFound("/no-such-page", "locale=fr")).toEqual({
      kind: "not-found",
      language: "fr",
      plain: false,
    });
    expect(notFound("/assets/gone.js", "")).toEqual({
      kind: "not-found",
      language: "",
      plain: true,
    });
  });

  it.each([
    ["/robots.txt", true],
    ["/assets/main-a1.js", true],
    ["/reference/airlines.json", true],
    ["/manifest.fr.webmanifest", true],
    ["/index.zh-CN.html", false],
    ["/404.html", false],
    ["/assets/main-a1.js.br", false],
    ["/.assetsignore", false],
  ] as const)("a file of the build at %s is an address: %s", (path, address) => {
    expect(isAddress(path)).toBe(address);
  });
});
