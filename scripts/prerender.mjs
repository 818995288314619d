// Writes the app's first render (src/prerender.tsx, the app's own components rendered on
// the server) into dist/index.html and dist/404.html, after the client build. The server build goes to a cache
// folder outside dist, so nothing of it is served.
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
const { renderShell } = await import(new URL("prerender.js", serverBuild).href);
const template = await readFile(new URL("index.html", dist), "utf8");
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);

// "/" and, for the server's answer to unknown paths, the 404 screen.
for (const { file, path } of [
  { file: "index.html", path: "/" },
  { file: "404.html", path: "/404" },
]) {
  const shell = renderShell(path);
  if (/\sstyle="/.test(shell)) throw new Error(`${path}: an inline style, which the CSP refuses`);
  await writeFile(new URL(file, dist), template.replace(ROOT, `<div id="root">${shell}</div>`));
  console.log(`prerendered ${path} into dist/${file} (${String(shell.length)} characters)`);
}
