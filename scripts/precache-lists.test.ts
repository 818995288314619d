import { describe, expect, it } from "vitest";
import { linkedFiles, precacheLists } from "./precache-lists.mjs";

const HTML = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" crossorigin href="/assets/index-Cp6wBNVB.css"><title>Product Hub</title>
<link rel="expect" href="#root-end" blocking="render" />
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">
</head><body><div id="root"></div></body></html>`;

/** A build's manifest as Vite writes it: the app's chunks and each language's texts. */
const VITE_MANIFEST = {
  "index.html": { file: "assets/index-COKS4Nsb.js", src: "index.html" },
  "src/main.tsx": { file: "assets/main-CN62zmI2.js", src: "src/main.tsx", isDynamicEntry: true },
  "src/i18n/messages/fr.ts": {
    file: "assets/fr-i5Z4BuBn.js",
    src: "src/i18n/messages/fr.ts",
    isDynamicEntry: true,
  },
  "src/i18n/messages/zh-CN.ts": {
    file: "assets/zh-CN-DPuanzEy.js",
    src: "src/i18n/messages/zh-CN.ts",
    isDynamicEntry: true,
  },
};

const hashed = (url: string) => ({ url, revision: null });
const revised = (url: string) => ({ url, revision: `r-${url}` });

/** The files of a build in English, French and Chinese, as workbox-build lists them. */
const FILES = [
  ...[
    "assets/index-COKS4Nsb.js",
    "assets/index-Cp6wBNVB.css",
    "assets/main-CN62zmI2.js",
    "assets/product-worker-DL9IpXld.js",
    "assets/large-catalog-vttfvxYk.js",
    "assets/fr-i5Z4BuBn.js",
    "assets/fr.generated-DDQ84aqz.js",
    "assets/zh-CN-DPuanzEy.js",
    "assets/zh-CN.generated-ByGXyWdM.js",
  ].map(hashed),
  ...[
    "index.html",
    "404.html",
    "index.fr.html",
    "404.fr.html",
    "index.zh-CN.html",
    "404.zh-CN.html",
    "manifest.webmanifest",
    "manifest.fr.webmanifest",
    "manifest.zh-CN.webmanifest",
    "favicon.ico",
    "favicon.svg",
    "apple-touch-icon-180x180.png",
    "pwa-192x192.png",
    "icons/maskable-512.png",
    "pwa-64x64.png",
    "robots.txt",
    "reference/airlines.json",
    "reference/bird-species.json",
  ].map(revised),
];

const integrityOf = (path: string) => `sha384-of-${path}`;
const lists = (files = FILES) =>
  precacheLists(files, VITE_MANIFEST, linkedFiles(HTML), integrityOf);
const urls = (entries: readonly { url: string }[]) => entries.map(({ url }) => url);

describe("linkedFiles", () => {
  it("is the icons the document links, from the build's root, not its language's manifest", () => {
    expect([...linkedFiles(HTML)].sort()).toEqual([
      "apple-touch-icon-180x180.png",
      "favicon.ico",
      "favicon.svg",
    ]);
  });

  it("fails for a document that links no manifest", () => {
    expect(() => linkedFiles("<head></head>")).toThrow(/no web app manifest/);
  });
});

describe("precacheLists", () => {
  it("lists for every page the app's chunks, styles, product worker and linked icons, and no language's file", () => {
    const { common } = lists();
    expect(common).toEqual([
      hashed("assets/index-COKS4Nsb.js"),
      hashed("assets/index-Cp6wBNVB.css"),
      hashed("assets/main-CN62zmI2.js"),
      hashed("assets/product-worker-DL9IpXld.js"),
      hashed("assets/large-catalog-vttfvxYk.js"),
      revised("favicon.ico"),
      revised("favicon.svg"),
      revised("apple-touch-icon-180x180.png"),
    ]);
  });

  it("leaves out what no page uses: the reference lists, robots.txt, the manifest's own icons", () => {
    const { common, languages } = lists();
    const everything = urls([...common, ...Object.values(languages).flat()]);
    for (const unused of ["reference/airlines.json", "reference/bird-species.json", "robots.txt"]) {
      expect(everything).not.toContain(unused);
    }
    for (const icon of ["pwa-64x64.png", "pwa-192x192.png", "icons/maskable-512.png"]) {
      expect(everything).not.toContain(icon);
    }
  });

  it("gives each language its texts, its faker definitions, its two documents at the servers' addresses and its manifest, each with its integrity", () => {
    const { languages } = lists();
    expect(Object.keys(languages)).toEqual(["en", "fr", "zh-CN"]);
    expect(languages.fr).toEqual([
      {
        url: "assets/fr-i5Z4BuBn.js",
        revision: null,
        integrity: "sha384-of-assets/fr-i5Z4BuBn.js",
      },
      {
        url: "assets/fr.generated-DDQ84aqz.js",
        revision: null,
        integrity: "sha384-of-assets/fr.generated-DDQ84aqz.js",
      },
      { url: "/?locale=fr", revision: "r-index.fr.html", integrity: "sha384-of-index.fr.html" },
      { url: "/404.html?locale=fr", revision: "r-404.fr.html", integrity: "sha384-of-404.fr.html" },
      {
        url: "manifest.fr.webmanifest",
        revision: "r-manifest.fr.webmanifest",
        integrity: "sha384-of-manifest.fr.webmanifest",
      },
    ]);
    // A tag with a region: its texts found by their source, not by a name a hash could end.
    expect(urls(languages["zh-CN"] ?? [])).toEqual([
      "assets/zh-CN-DPuanzEy.js",
      "assets/zh-CN.generated-ByGXyWdM.js",
      "/?locale=zh-CN",
      "/404.html?locale=zh-CN",
      "manifest.zh-CN.webmanifest",
    ]);
  });

  it("gives English its documents at / and /404.html and its manifest: its texts and definitions are every page's", () => {
    expect(lists().languages.en).toEqual([
      { url: "/", revision: "r-index.html", integrity: "sha384-of-index.html" },
      { url: "/404.html", revision: "r-404.html", integrity: "sha384-of-404.html" },
      {
        url: "manifest.webmanifest",
        revision: "r-manifest.webmanifest",
        integrity: "sha384-of-manifest.webmanifest",
      },
    ]);
  });

  it("fails for a language without a file its pages load, rather than leave them broken offline", () => {
    const withoutDefinitions = FILES.filter(({ url }) => !url.startsWith("assets/fr.generated"));
    expect(() => lists(withoutDefinitions)).toThrow(/^fr: 1 chunks of its own/);
    const withoutNotFound = FILES.filter(({ url }) => url !== "404.zh-CN.html");
    expect(() => lists(withoutNotFound)).toThrow(/^zh-CN: 1 shells/);
    const withoutManifest = FILES.filter(({ url }) => url !== "manifest.fr.webmanifest");
    expect(() => lists(withoutManifest)).toThrow(/^fr: 0 web app manifests/);
  });

  it("fails for texts of a language that has no document", () => {
    const withoutFrench = FILES.filter(({ url }) => !url.endsWith(".fr.html"));
    expect(() => lists(withoutFrench)).toThrow(/^fr: 0 shells/);
  });

  it("fails when a linked file was not built", () => {
    expect(() => lists(FILES.filter(({ url }) => url !== "favicon.svg"))).toThrow(
      "favicon.svg is linked but not built",
    );
  });
});
