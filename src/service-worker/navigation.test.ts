import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { LOCALE_ADDRESSES } from "../testing/languages";
import {
  APP_ADDRESS,
  languageCacheName,
  languageOf,
  languageOfCache,
  offlineAnswer,
  shellAddresses,
  shellsFor,
} from "./navigation";

// Joined as text: a path beginning with "//" would otherwise read as a host.
const at = (path: string) => new URL(`https://shop.example${path}`);

describe("APP_ADDRESS", () => {
  it.each(["/", "/?seed=42&q=an", "/?"])("is %s, answered from the precache", (path) => {
    const url = at(path);
    expect(APP_ADDRESS.test(url.pathname + url.search)).toBe(true);
  });

  it.each(["/index.html", "/no-such-page?seed=1", "//?seed=42", "/assets/x.js"])(
    "is not %s",
    (path) => {
      const url = at(path);
      expect(APP_ADDRESS.test(url.pathname + url.search)).toBe(false);
    },
  );
});

describe("offlineAnswer", () => {
  const files = new Set(["/robots.txt", "/reference/airlines.json", "/assets/main-a1.js"]);

  it("redirects two or more leading slashes to one, query kept, on the same origin", () => {
    expect(offlineAnswer(at("//?seed=42"), files)).toEqual({
      kind: "redirect",
      location: "https://shop.example/?seed=42",
    });
    expect(offlineAnswer(at("///evil.example/x"), files)).toEqual({
      kind: "redirect",
      location: "https://shop.example/evil.example/x",
    });
  });

  it("answers a path the build has no file at with the 404 screen", () => {
    for (const path of ["/no-such-page", "/index.html", "/404", "/%", "/robots.txt.br"]) {
      expect(offlineAnswer(at(path), files)).toEqual({ kind: "not-found", plain: false });
    }
  });

  it("answers a missing file under /assets/ with a plain 404, as the servers do", () => {
    expect(offlineAnswer(at("/assets/gone.js"), files)).toEqual({ kind: "not-found", plain: true });
  });

  it("leaves a file of the build it did not store to the network's error", () => {
    for (const path of ["/robots.txt", "/reference/airlines.json?x=1", "/assets/main-a1.js"]) {
      expect(offlineAnswer(at(path), files)).toEqual({ kind: "unreachable" });
    }
  });
});

describe("shellsFor", () => {
  it("answers English with the shells precached at / and /404.html", () => {
    for (const path of ["/", "/?seed=4&q=hat", "/?locale=de", "/no-such-page?locale=en-GB"]) {
      expect(shellsFor(at(path))).toEqual({ app: "/", notFound: "/404.html" });
    }
  });

  it("answers another language with its own, as the server chooses them", () => {
    expect(shellsFor(at("/?seed=4&locale=fr"))).toEqual({
      app: "/?locale=fr",
      notFound: "/404.html?locale=fr",
    });
    expect(shellsFor(at("/no-such-page?locale=zh_cn")).notFound).toBe("/404.html?locale=zh-CN");
    expect(shellsFor(at("/?locale=HE")).app).toBe("/?locale=he");
  });
});

describe("the language of a navigation", () => {
  // The same table as both servers' (e2e/server.spec.ts) and the app's (locales.test.ts).
  it.each(LOCALE_ADDRESSES)("%s is %s, its shells the server's for it", (query, tag) => {
    const locale = LOCALES.find((one) => one.tag === tag);
    expect(languageOf(at(`/${query}`))).toBe(tag);
    expect(shellsFor(at(`/${query}`))).toEqual(locale && shellAddresses(locale));
    expect(languageOf(at(`/no-such-page${query}`))).toBe(tag);
  });
});

describe("languageOf", () => {
  it("is the language whose shells the page gets, English for none or an unknown one", () => {
    expect(languageOf(at("/?seed=4&locale=fr"))).toBe("fr");
    expect(languageOf(at("/no-such-page?locale=zh_cn"))).toBe("zh-CN");
    expect(languageOf(at("/?locale=uz_UZ_latin"))).toBe("uz-Latn");
    for (const path of ["/", "/?locale=de", "/404.html"]) expect(languageOf(at(path))).toBe("en");
  });
});

describe("languageCacheName and languageOfCache", () => {
  const scope = "https://shop.example/";

  it("name a language's cache and read its tag back, tags with a region too", () => {
    for (const tag of ["en", "fr", "zh-CN", "uz-Latn"]) {
      expect(languageOfCache(languageCacheName(tag, scope), scope)).toBe(tag);
    }
  });

  it("read no language from another scope's cache or from Workbox's own", () => {
    expect(languageOfCache(languageCacheName("fr", scope), "https://shop.example/app/")).toBe(
      undefined,
    );
    expect(languageOfCache(`workbox-precache-v2-${scope}`, scope)).toBe(undefined);
    expect(languageOfCache(`product-hub-language--${scope}`, scope)).toBe(undefined);
  });

  it("is no name Workbox's cleanupOutdatedCaches deletes as an old precache", () => {
    expect(languageCacheName("fr", scope)).not.toContain("-precache-");
  });
});
