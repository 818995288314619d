import { describe, expect, it } from "vitest";
import { formatsOf } from "../i18n/formats";
import { ENGLISH, LOCALES, parseLocale } from "../i18n/locales";
import { ALL_MESSAGES } from "../testing/languages";
import { manifestPath, webAppManifest } from "./web-app-manifest";

const i18nOf = (locale: (typeof LOCALES)[number]) => ({
  locale,
  messages: ALL_MESSAGES[locale.tag],
  formats: formatsOf(locale.tag),
});

describe("webAppManifest", () => {
  it("opens the app installed from the Hebrew page in Hebrew, right to left, described in Hebrew", () => {
    const he = LOCALES.find(({ tag }) => tag === "he") ?? ENGLISH;
    expect(webAppManifest(i18nOf(he))).toEqual({
      id: "/?locale=he",
      name: "Product Hub",
      short_name: "Product Hub",
      description: ALL_MESSAGES.he.description,
      lang: "he",
      dir: "rtl",
      start_url: "/?locale=he",
      scope: "/",
    });
  });

  it("keeps English's app the one installed before: id and start at /", () => {
    expect(webAppManifest(i18nOf(ENGLISH))).toMatchObject({
      id: "/",
      start_url: "/",
      lang: "en",
      dir: "ltr",
      description: ALL_MESSAGES.en.description,
    });
  });

  it("starts each language's app at an address the app reads as that language, each its own app", () => {
    const manifests = LOCALES.map((locale) => webAppManifest(i18nOf(locale)));
    LOCALES.forEach(({ tag }, i) => {
      const start = new URL(manifests[i]?.start_url ?? "", "https://shop.example/");
      expect(parseLocale(start.searchParams).tag).toBe(tag);
      expect(manifests[i]?.lang).toBe(tag);
    });
    expect(new Set(manifests.map(({ id }) => id)).size).toBe(LOCALES.length);
    expect(new Set(manifests.map(({ scope }) => scope))).toEqual(new Set(["/"]));
  });
});

describe("manifestPath", () => {
  it("is English's manifest as vite-plugin-pwa names it, another language's with its tag", () => {
    expect(manifestPath(ENGLISH)).toBe("/manifest.webmanifest");
    expect(LOCALES.map(manifestPath)).toContain("/manifest.zh-CN.webmanifest");
    expect(new Set(LOCALES.map(manifestPath)).size).toBe(LOCALES.length);
  });
});
