// The served page's one inline script: src/shell-address.ts bundled with what it imports
// into one minified function, by Vite's own bundler. The build writes it into each
// prerendered page (prerender.mjs), and nginx's policy allows it by its hash
// (server-rules.mjs); the other servers hash the script of the page they serve.
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

/** The script, as the page carries it between `<script>` and `</script>`. */
export async function shellScript() {
  const bundle = await rolldown({
    input: fileURLToPath(new URL("../src/shell-address.ts", import.meta.url)),
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    const [chunk] = output;
    if (output.length !== 1 || /<\/script/i.test(chunk.code)) {
      throw new Error("src/shell-address.ts does not bundle into one inline script");
    }
    return chunk.code.trim();
  } finally {
    await bundle.close();
  }
}
