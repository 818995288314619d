import { describe, expect, it } from "vitest";
import { LOCALES } from "./i18n/locales";
import { shells, storefrontHead } from "./prerender";

/** The head's tags as the browser reads them. */
function parsed(html: string) {
  const head = new DOMParser().parseFromString(`<head>${html}</head>`, "text/html").head;
  const attribute = (selector: string, name: string) =>
    [...head.querySelectorAll(selector)].map((element) => element.getAttribute(name));
  const meta = (property: string) =>
    head
      .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
      ?.getAttribute("content");
  return { head, attribute, meta };
}

describe("what a page says of itself to search engines and link previews", () => {
  it("names, in each language, its own address, the nine others and the default", async () => {
    for (const shell of (await shells()).filter(({ file }) => file.startsWith("index"))) {
      const { attribute, meta } = parsed(storefrontHead(shell));
      const own = shell.i18n.locale.tag === "en" ? "/" : `/?locale=${shell.i18n.locale.tag}`;
      expect(attribute('link[rel="canonical"]', "href"), shell.file).toEqual([own]);
      expect(attribute('link[rel="alternate"]', "hreflang")).toEqual([
        ...LOCALES.map(({ tag }) => tag),
        "x-default",
      ]);
      expect(attribute('link[hreflang="x-default"]', "href")).toEqual(["/"]);
      expect(meta("og:title"), shell.file).toBe(shell.title);
      expect(meta("og:description")).toBe(shell.i18n.messages.description);
      expect(meta("og:image:alt")).toBe(shell.i18n.messages.previewImage);
      expect(meta("og:url")).toBe(own);
      expect(meta("twitter:card")).toBe("summary_large_image");
    }
  });

  it("writes whole addresses with the site's origin, for previews that need them", async () => {
    const english = (await shells()).find(({ file }) => file === "index.html");
    if (!english) throw new Error("no English page");
    const { attribute, meta } = parsed(storefrontHead(english, "https://shop.example"));
    expect(attribute('link[rel="canonical"]', "href")).toEqual(["https://shop.example/"]);
    expect(attribute('link[hreflang="he"]', "href")).toEqual(["https://shop.example/?locale=he"]);
    expect(meta("og:image")).toBe("https://shop.example/og-image.png");
  });

  it("escapes what it quotes", async () => {
    const [english] = await shells();
    if (!english) throw new Error("no shell");
    const { meta } = parsed(storefrontHead({ ...english, title: 'A "B" <C> & D' }));
    expect(meta("og:title")).toBe('A "B" <C> & D');
  });

  it("asks that the 404 screen not be indexed, and names no address for it", async () => {
    for (const shell of (await shells()).filter(({ file }) => file.startsWith("404"))) {
      const { head, meta } = parsed(storefrontHead(shell));
      expect(meta("robots"), shell.file).toBe("noindex");
      expect(head.querySelectorAll("link")).toHaveLength(0);
    }
  });
});
