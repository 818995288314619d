// The build on a host with no rule of ours, as a bucket or a CDN without rules serves it:
// a plain static server (Python's) sends English's document to every address. The page
// is still right in another language, only later: its script gives the document the
// address's language and direction before the first paint and hides English's page, and
// the app draws it anew in that language (docs/deploy.md#a-static-host).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../src/i18n/locales";
import { cards, expect, openCatalog, test as base } from "./fixtures";
import { MESSAGES } from "./messages";
import { startServer, type RunningServer } from "./servers";

const test = base.extend<{ server: RunningServer }>({
  // Playwright reads what a fixture needs from this pattern: here, nothing.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await startServer("static");
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/** The title of the page the servers send in a language, from the build. */
function servedTitle(tag: string): string {
  const page = readFileSync(fileURLToPath(new URL(`../dist/index.${tag}.html`, import.meta.url)));
  return /<title>([^<]*)<\/title>/.exec(page.toString())?.[1] ?? "";
}

/**
 * Runs in the page: notes, at the first frame after the app's root is parsed, the
 * document's language and direction and whether the root shows.
 */
function noteFirstFrame() {
  const note = () => {
    const root = document.getElementById("root");
    if (!root) {
      requestAnimationFrame(note);
      return;
    }
    const { lang, dir } = document.documentElement;
    Object.assign(window, { firstFrame: { lang, dir, rootShown: !root.hidden } });
  };
  requestAnimationFrame(note);
}

for (const tag of ["he", "fr"] as const) {
  const { dir } = LOCALES.find((locale) => locale.tag === tag) ?? { dir: "" };
  test(`a visit in ${tag} is in that language and direction from the first paint, and its title once the app draws it`, async ({
    page,
    baseURL,
  }) => {
    // The host sends English's document, as it sends every file: no rule chooses another.
    const served = await (await fetch(`${String(baseURL)}/?locale=${tag}`)).text();
    expect(served).toContain('<html lang="en" dir="ltr">');
    await page.addInitScript(noteFirstFrame);
    await openCatalog(page, `/?locale=${tag}&seed=42`, MESSAGES[tag]);
    expect(await page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame)).toEqual({
      lang: tag,
      dir,
      rootShown: false,
    });
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES[tag].catalog.title);
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveTitle(servedTitle(tag));
  });
}
