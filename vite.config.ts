import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

// React Router 7's package exports point at its development build in every mode (its
// issue #12532): production builds take the production files, without dev warnings.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const SCRIPTS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * The stylesheet is all the first paint waits for. Asked for before the scripts, it takes
 * the page's open connection instead of waiting for a new one behind them (HTTP/1.1 opens
 * one per parallel request); Vite puts it last in the head. The entry and its preloads
 * wait for the first paint before doing anything visible (src/boot.ts), so they are asked
 * for at low priority: on a slow line the browser gives the stylesheet the bandwidth
 * first (ADR 12; the effect on FCP is in BENCHMARKS.md).
 */
const paintFirst: Plugin = {
  name: "product-hub:paint-first",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html) {
      const links = html.match(STYLESHEET) ?? [];
      return html
        .replace(STYLESHEET, "")
        .replace(/\s*<title>/, (title) => links.join("") + title)
        .replace(SCRIPTS, '<$1 fetchpriority="low"');
    },
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), paintFirst],
  // Every browser that runs this app supports <link rel="modulepreload"> natively.
  build: { modulePreload: { polyfill: false }, manifest: true },
  // The shell's prerender (scripts/prerender.mjs) bundles react-spinners from its ES
  // module build: its CommonJS `main` offers no named exports to Node.
  ssr: { noExternal: ["react-spinners"] },
  resolve: {
    alias:
      command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Limits that only catch a hang: a test ends when it is done, and this machine is
    // shared, so a first render under another run's load can take seconds.
    testTimeout: 30_000,
  },
}));
