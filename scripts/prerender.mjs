// Writes the app's first render (src/prerender.tsx, the app's own components rendered on
// the server) in every language into dist/index.html and dist/404.html (English) and
// their twins (index.fr.html…), after the client build: each with its lang, dir, title
// and description, the inline script that shows the address in it (shell-script.mjs), a
// preload of its language's texts, which the app hydrates with, and a link to its
// language's web app manifest, written here too from vite-plugin-pwa's (which holds what
// every language shares: display, colours, icons). The server build goes
// to a cache folder outside dist, so nothing of it is served.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { shellScript } from "./shell-script.mjs";

const ROOT = '<div id="root"></div>';
const dist = new URL("../dist/", import.meta.url);
const serverBuild = new URL("../node_modules/.cache/prerender/", import.meta.url);

await build({
  logLevel: "warn",
  build: {
    ssr: "src/prerender.tsx",
    outDir: fileURLToPath(serverBuild),
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { errorScreenTemplate, escaped, renderShell, shells, storefrontHead } = await import(
  new URL("prerender.js", serverBuild).href
);
const template = await readFile(new URL("index.html", dist), "utf8");
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);
const TITLE = /<title>[^<]*<\/title>/;
if (!TITLE.test(template)) throw new Error("dist/index.html has no <title>");
const HTML = '<html lang="en">';
if (!template.includes(HTML)) throw new Error(`dist/index.html has no ${HTML}`);
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
if (!DESCRIPTION.test(template)) throw new Error("dist/index.html has no description");
const HEAD_END = "</head>";
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
if (!template.includes(MANIFEST_LINK)) throw new Error(`dist/index.html has no ${MANIFEST_LINK}`);
/** vite-plugin-pwa's manifest: what every language's shares. */
const sharedManifest = JSON.parse(await readFile(new URL("manifest.webmanifest", dist), "utf8"));

/** @type {Record<string, { file: string }>} */
const manifest = JSON.parse(await readFile(new URL(".vite/manifest.json", dist), "utf8"));
/**
 * The preload of a language's texts, a chunk of their own (src/i18n/messages/load.ts)
 * that the app waits for before it hydrates; English's are in the app's chunk.
 * @param {string} tag
 */
function messagesPreload(tag) {
  if (tag === "en") return "";
  const chunk = manifest[`src/i18n/messages/${tag}.ts`];
  if (!chunk) throw new Error(`the build has no chunk of ${tag}'s texts`);
  return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
}

/** @type {{ file: string, path: string, title: string, i18n: { locale: { tag: string, dir: string }, messages: { description: string } }, manifest: { path: string, fields: object } }[]} */
/**
 * The site's public origin for the addresses link previews need whole
 * ("https://shop.example"), from SITE_ORIGIN; without it they are paths.
 */
const origin = process.env.SITE_ORIGIN ? new URL(process.env.SITE_ORIGIN).origin : "";
const all = await shells();
const script = await shellScript();
for (const entry of all) {
  const { file, path, i18n, title, manifest: languageManifest } = entry;
  // After the root React hydrates: the catalogue's error screen, for the entry to show if
  // the app's code cannot load, then the script that shows the address.
  const shell = renderShell(path, i18n);
  const afterRoot =
    (file.startsWith("index") ? errorScreenTemplate(path, i18n) : "") +
    `<script>${script}</script>`;
  if (/\sstyle="/.test(shell)) throw new Error(`${path}: an inline style, which the CSP refuses`);
  const { tag, dir } = i18n.locale;
  // Functions as replacements: a "$" in a text is no pattern.
  const page = template
    .replace(HTML, () => `<html lang="${tag}" dir="${dir}">`)
    .replace(TITLE, () => `<title>${escaped(title)}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escaped(i18n.messages.description)}" />`,
    )
    .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${languageManifest.path}">`)
    .replace(HEAD_END, () => `${storefrontHead(entry, origin)}${messagesPreload(tag)}${HEAD_END}`)
    .replace(ROOT, () => `<div id="root">${shell}</div>${afterRoot}`);
  await writeFile(new URL(file, dist), page);
  if (file.startsWith("index")) {
    await writeFile(
      new URL(`.${languageManifest.path}`, dist),
      JSON.stringify({ ...sharedManifest, ...languageManifest.fields }),
    );
  }
  console.log(`prerendered ${path} into dist/${file} (${String(shell.length)} characters)`);
}
