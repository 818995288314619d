// In the entry, so that the stylesheet is linked from index.html and styles the shell.
import "./index.css";
import { showLoadFailure } from "./app/load-failure";
import { parseCount, parseSeed, withOneLeadingSlash } from "./catalog/address/catalog-address";
import { createCatalogMaker } from "./catalog/data/catalog-maker";
import { parseLocale } from "./i18n/locales";

/**
 * The page's entry, small so that it runs early: it starts making the catalogue the
 * address names (load-catalog.ts), then imports the app and hands it that catalogue, whose chunks the page preloads
 * from its head (vite.config.ts), so both are on their way together. The app hydrates the
 * prerendered page as soon as its code is here (main.tsx, ADR 19); if it cannot load, the
 * page says so. scripts/sizes.mjs counts the app's chunks on the critical path.
 */
// The router cannot work at "//…" (see withOneLeadingSlash).
const pathname = withOneLeadingSlash(location.pathname);
if (pathname !== location.pathname) {
  history.replaceState(history.state, "", `${pathname}${location.search}${location.hash}`);
}
const catalogMaker = createCatalogMaker();
// Only "/" shows the catalogue (app/routes): another path makes no products.
if (pathname === "/") {
  const params = new URLSearchParams(location.search);
  catalogMaker.start(
    { count: parseCount(params), seed: parseSeed(params) },
    parseLocale(params).tag,
  );
}

import("./main").then(({ startApp }) => startApp(catalogMaker)).catch(showLoadFailure);
