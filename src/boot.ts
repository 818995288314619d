// Imported in the entry, so that index.html links the stylesheet and it styles the shell.
import "./index.css";
import { showLoadFailure } from "./app/load-failure";
import { parseCount, parseSeed, withOneLeadingSlash } from "./catalog/address/catalog-address";
import { createCatalogMaker } from "./catalog/data/catalog-maker";
import { parseLocale } from "./i18n/locales";

/**
 * The page's entry, small so that it runs early. It starts the address's catalogue, then
 * imports the app, whose chunks the page preloads (vite.config.ts), so both load together.
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
