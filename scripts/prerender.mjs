// Writes the app's first render (src/prerender.tsx, the app's own components rendered on
// the server) into dist/index.html and dist/404.html, after the client build. The server
// build goes to a cache folder outside dist, so nothing of it is served.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";

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
const { renderShell, SHELLS } = await import(new URL("prerender.js", serverBuild).href);
const template = await readFile(new URL("index.html", dist), "utf8");
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);
const TITLE = /<title>[^<]*<\/title>/;
if (!TITLE.test(template)) throw new Error("dist/index.html has no <title>");

for (const { file, path, title } of SHELLS) {
  const shell = renderShell(path);
  if (/\sstyle="/.test(shell)) throw new Error(`${path}: an inline style, which the CSP refuses`);
  const page = template
    .replace(TITLE, `<title>${title}</title>`)
    .replace(ROOT, `<div id="root">${shell}</div>`);
  await writeFile(new URL(file, dist), page);
  console.log(`prerendered ${path} into dist/${file} (${String(shell.length)} characters)`);
}
