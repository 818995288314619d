// Which files of the build the offline worker precaches (ADR 16): the files every page
// uses, fetched when the worker installs, and each language's own (its two documents,
// its web app manifest, its texts' chunk, its faker definitions' chunk), fetched once a
// page in that language has been visited. What no page uses (the reference lists, robots.txt) is in neither.
// Pure: scripts/precache.mjs reads the build and writes the lists into the worker.

/**
 * A file as the worker precaches it: its address, and its revision (null for a
 * fingerprinted name) or the hash of its content the browser checks (`integrity`).
 * @typedef {{ url: string, revision: string | null, integrity?: string }} Entry
 */

/** @typedef {Record<string, { file: string, src?: string, isDynamicEntry?: boolean }>} ViteManifest */

/** English, whose shells are index.html and 404.html and whose texts are in the app's chunk. */
const ENGLISH = "en";

/** A shell (index.fr.html, 404.html…): its name and its language's tag, none for English. */
const SHELL = /^(index|404)(?:\.([^/]+))?\.html$/;

/** A language's web app manifest (manifest.fr.webmanifest), none for English's tag. */
const MANIFEST = /^manifest(?:\.([^/]+))?\.webmanifest$/;

/** A language's texts, a chunk of their own (src/i18n/messages/load.ts), by its source. */
const MESSAGES = /^src\/i18n\/messages\/([^/]+)\.ts$/;

/**
 * A language's faker definitions (src/catalog/data/locales/<tag>.generated.ts): chunks of
 * the product worker's build, which the client build's manifest does not list.
 */
const FAKER_DEFINITIONS = /^assets\/([^/]+)\.generated-[\w-]+\.js$/;

/**
 * The address the servers answer with a shell (src/service-worker/navigation.ts,
 * shellAddresses): "/" is index.html, "/?locale=fr" index.fr.html, "/404.html?locale=fr"
 * (any unknown path) 404.fr.html.
 * @param {string} name "index" or "404" @param {string} tag
 */
function shellAddress(name, tag) {
  const query = tag === ENGLISH ? "" : `?locale=${tag}`;
  return name === "index" ? `/${query}` : `/404.html${query}`;
}

/**
 * The files every page names outside /assets/: the icons the HTML links to (the tab's and
 * the home screen's), as paths from the build's root. Not the web app manifest, which is
 * its language's (each document links its own), nor the manifest's own icons: the
 * browser fetches those itself when it installs the app, never the page, online or not.
 * @param {string} html the app's document
 * @returns {Set<string>}
 */
export function linkedFiles(html) {
  const linked = new Set();
  let manifest = false;
  for (const [link] of html.matchAll(/<link\s[^>]*>/g)) {
    const rel = /\srel="([^"]*)"/.exec(link)?.[1]?.split(/\s+/) ?? [];
    const href = /\shref="([^"]*)"/.exec(link)?.[1];
    if (href === undefined) continue;
    manifest ||= rel.includes("manifest");
    if (rel.includes("icon") || rel.includes("apple-touch-icon")) {
      linked.add(new URL(href, "https://build.invalid/").pathname.slice(1));
    }
  }
  if (!manifest) throw new Error("the document links no web app manifest");
  return linked;
}

/**
 * Splits the build's files into the list every page needs (the scripts and styles under
 * /assets/ that belong to no language, and the `linked` files) and each language's list.
 * A language's entries carry their `integrity`: the worker fetches them long after it was
 * built, and a document of another build must fail rather than be stored as this one's.
 * Throws when a language lacks a file its pages load, rather than leave them broken
 * offline.
 * @param {readonly Entry[]} files the build's files as workbox-build lists them: a path
 *   from the build's root, a revision
 * @param {ViteManifest} viteManifest the build's dist/.vite/manifest.json
 * @param {ReadonlySet<string>} linked linkedFiles()
 * @param {(path: string) => string} integrityOf the hash of a file's content, for SRI
 * @returns {{ common: Entry[], languages: Record<string, Entry[]> }}
 */
export function precacheLists(files, viteManifest, linked, integrityOf) {
  /** @type {Map<string, string>} a language's texts' chunk → its tag */
  const messageChunks = new Map();
  for (const { file, src, isDynamicEntry } of Object.values(viteManifest)) {
    const tag = MESSAGES.exec(src ?? "")?.[1];
    if (tag !== undefined && isDynamicEntry === true) messageChunks.set(file, tag);
  }
  /** @type {Entry[]} */
  const common = [];
  /** @type {Map<string, { documents: Entry[], manifests: Entry[], scripts: Entry[] }>} */
  const languages = new Map();
  const languageOf = (/** @type {string} */ tag) => {
    const lists = languages.get(tag) ?? { documents: [], manifests: [], scripts: [] };
    languages.set(tag, lists);
    return lists;
  };
  for (const { url, revision } of files) {
    const shell = SHELL.exec(url);
    if (shell) {
      const [, name = "", tag = ENGLISH] = shell;
      languageOf(tag).documents.push({
        url: shellAddress(name, tag),
        revision,
        integrity: integrityOf(url),
      });
      continue;
    }
    const manifest = MANIFEST.exec(url);
    if (manifest) {
      const [, tag = ENGLISH] = manifest;
      languageOf(tag).manifests.push({ url, revision, integrity: integrityOf(url) });
      continue;
    }
    const tag = messageChunks.get(url) ?? FAKER_DEFINITIONS.exec(url)?.[1];
    if (tag !== undefined) {
      languageOf(tag).scripts.push({ url, revision, integrity: integrityOf(url) });
    } else if (url.startsWith("assets/") || linked.has(url)) {
      common.push({ url, revision });
    }
  }
  for (const path of linked) {
    if (!common.some(({ url }) => url === path)) throw new Error(`${path} is linked but not built`);
  }
  /** @type {Record<string, Entry[]>} */
  const lists = {};
  for (const [tag, { documents, manifests, scripts }] of [...languages].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (documents.length !== 2)
      throw new Error(`${tag}: ${String(documents.length)} shells, not 2`);
    if (manifests.length !== 1)
      throw new Error(`${tag}: ${String(manifests.length)} web app manifests, not 1`);
    // English's texts are in the app's chunk and its definitions in the product worker's.
    const expected = tag === ENGLISH ? 0 : 2;
    if (scripts.length !== expected) {
      throw new Error(
        `${tag}: ${String(scripts.length)} chunks of its own (${scripts.map(({ url }) => url).join(", ")}), not ${String(expected)}`,
      );
    }
    lists[tag] = [...scripts, ...documents, ...manifests];
  }
  if (lists[ENGLISH] === undefined) throw new Error("the build has no English shells");
  return { common, languages: lists };
}
