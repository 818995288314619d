import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * The stylesheet is all the first paint waits for. Asked for before the scripts, it takes
 * the page's open connection instead of waiting for a new one behind them (HTTP/1.1 opens
 * one per parallel request); Vite puts it last in the head.
 */
const stylesheetFirst: Plugin = {
  name: "product-hub:stylesheet-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const links = html.match(STYLESHEET) ?? [];
      return html.replace(STYLESHEET, "").replace(/\s*<title>/, (title) => links.join("") + title);
    },
  },
};

/**
 * The entry (src/boot.ts) starts the product worker, then imports the app (src/main.tsx):
 * the page's head preloads the app's chunks, so that the browser fetches them beside the
 * entry's, at their normal priority, and the app can hydrate as soon as they are in
 * (ADR 19). Vite preloads only what the entry imports statically.
 */
const preloadTheApp: Plugin = {
  name: "product-hub:preload-the-app",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return [];
      const app = chunk.dynamicImports.find((file) => {
        const imported = bundle[file];
        return imported?.type === "chunk" && imported.facadeModuleId?.endsWith("/src/main.tsx");
      });
      if (app === undefined) throw new Error("the entry does not import src/main.tsx");
      const preloaded = new Set([chunk.fileName, ...chunk.imports]);
      const files: string[] = [];
      const visit = (file: string) => {
        const imported = bundle[file];
        if (preloaded.has(file) || imported?.type !== "chunk") return;
        preloaded.add(file);
        files.push(file);
        imported.imports.forEach(visit);
      };
      visit(app);
      return files.map((file) => ({
        tag: "link",
        attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
        injectTo: "head" as const,
      }));
    },
  },
};

/** The brand blue of src/index.css, light and dark; e2e/offline.spec.ts holds them equal. */
const BRAND_BLUE = { light: "#1d4ed8", dark: "#2563eb" };
/** The page's background (Tailwind's slate-50 and slate-900), which an installed app opens on. */
const PAGE_BACKGROUND = { light: "#f8fafc", dark: "#0f172a" };

/**
 * The browser's bar in the brand blue of the visitor's scheme, as the manifest has it: one
 * colour for both (the plugin's) would put the light page's blue over the dark page.
 */
const themeColor: Plugin = {
  name: "theme-color",
  transformIndexHtml: () =>
    (["light", "dark"] as const).map((scheme) => ({
      tag: "meta",
      attrs: {
        name: "theme-color",
        content: BRAND_BLUE[scheme],
        media: `(prefers-color-scheme: ${scheme})`,
      },
      injectTo: "head" as const,
    })),
};

/**
 * The offline worker, the web app manifest and its icons (ADR 16, ADR 17). The worker is
 * src/service-worker/sw.ts built with Workbox's modules; its list of files to precache is
 * written by scripts/precache.mjs once the build's HTML is final (prerendered), so the
 * plugin writes none. It is registered from the app's bundle (src/offline.tsx), never
 * by an inline script the CSP would refuse, and waits to be asked before it takes over.
 */
const offline = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/service-worker",
  filename: "sw.ts",
  injectRegister: null,
  injectManifest: { injectionPoint: undefined },
  // Icons at 64, 192 and 512 px, a maskable 512, the Apple touch icon and favicon.ico,
  // made from the favicon and linked from index.html, hence from every prerendered shell.
  pwaAssets: {
    image: "public/favicon.svg",
    preset: "minimal-2023",
    overrideManifestIcons: true,
    // One `theme-color` per scheme instead (themeColor above).
    injectThemeColor: false,
  },
  // What every language's manifest shares; scripts/prerender.mjs writes one per language
  // from it, with the language's id, name, description, lang, dir, start_url and scope
  // (src/app/web-app-manifest.ts), each linked from that language's documents.
  manifest: {
    display: "standalone",
    theme_color: BRAND_BLUE.light,
    background_color: PAGE_BACKGROUND.light,
    // The manifest's member for dark schemes (w3c/manifest#1207); browsers without it
    // take the light colours.
    ...{
      color_scheme_dark: { theme_color: BRAND_BLUE.dark, background_color: PAGE_BACKGROUND.dark },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst,
    preloadTheApp,
    themeColor,
    ...(isSsrBuild === true ? [] : [offline]),
  ],
  // Every browser that runs this app supports <link rel="modulepreload"> natively.
  build: {
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      output: {
        // React, React DOM and its scheduler in one chunk: the lazy chunks that need React
        // too (the spinner) would otherwise cut it into smaller ones, each compressed on
        // its own.
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The small modules the app shares with its lazy chunks (styles, constants, the
            // document's hooks) in one chunk, not a request each on the first load. The
            // entry imports none of them: it would wait for this chunk before starting the
            // product worker.
            {
              name: "shared",
              test: /[\\/]src[\\/](components[\\/](styles|document)|constants)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The product worker is a module worker (worker-pool.ts): as an ES module it keeps
  // each language's faker definitions a chunk of its own, loaded only for that language;
  // the default format (iife) would inline them all into the worker every visit fetches.
  worker: { format: "es" },
  // The shell's prerender (scripts/prerender.mjs) bundles react-spinners from its ES
  // module build: its CommonJS `main` offers no named exports to Node.
  ssr: { noExternal: ["react-spinners"] },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    // scripts/ holds the build's pure rules (which files the offline worker precaches).
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    restoreMocks: true,
    // Vitest's default keeps a core for its own process, which mostly waits: on a 2-core
    // machine that is one worker, and twice the time.
    maxWorkers: "100%",
    // Limits that only catch a hang: a test ends when it is done, and this machine is
    // shared, so a first render under another run's load can take seconds.
    testTimeout: 30_000,
  },
}));
